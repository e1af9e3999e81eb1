import "server-only";
import { log } from "../log/log";
import { createRng } from "../inventory/random";

/**
 * Faults injected at the boundaries between a money flow's external effects (DESIGN §9), for the
 * tests that prove the reconciliation job finishes or undoes whatever a crash or an outage left:
 * a gateway call (authorise, capture, void, refund, retrieve), a supplier call (hold, book, cancel,
 * release), a database commit. Off unless a test arms one (or the load run sets FAULT_CHAOS, below);
 * the production code only passes each effect through `effect()`, which costs a Map lookup.
 *
 * - `crash-before`: the process stops before the effect (it never happens).
 * - `crash-after`: the effect happens, then the process stops before its answer is recorded.
 * - `fail`: the call fails (the gateway or supplier is unavailable); nothing happens.
 * - `refuse`: the call is answered with a refusal (a capture declined); nothing happens.
 * - `late`: the call times out, and the effect happens later, when the test runs `runLate()`.
 * - `down`: every call fails until `disarmFaults()` (an outage of a minute or more).
 */
export type Fault = "crash-before" | "crash-after" | "fail" | "refuse" | "late" | "down";

export type FaultPoint =
  | "gateway.authorise"
  | "gateway.capture"
  | "gateway.void"
  | "gateway.refund"
  | "gateway.retrieve"
  | "supplier.hold"
  | "supplier.book"
  | "supplier.cancel"
  | "supplier.release"
  | "db.commit";

const armed = new Map<FaultPoint, Fault>();
const late: Array<() => Promise<unknown>> = [];

/**
 * The randomised load run (`npm run loadtest`, tests/load) starts its server processes with
 * `FAULT_CHAOS=<seed>:<rate>`: each external effect then meets a fault with that probability,
 * drawn from a generator seeded with `seed`, and a crash is a real one: the process is killed, and
 * whatever else it had under way stops with it. Never set outside that run.
 */
const chaos = chaosFrom(process.env.FAULT_CHAOS);
const CHAOS_FAULTS: Fault[] = ["crash-before", "crash-after", "fail", "late", "down"];
/** How long an outage drawn by the load run lasts at its point. */
const CHAOS_OUTAGE_MS = 10_000;
const downUntil = new Map<FaultPoint, number>();

function chaosFrom(setting: string | undefined) {
  if (!setting) return null;
  const [seed, rate] = setting.split(":");
  const probability = Number(rate);
  if (!seed || !(probability > 0 && probability <= 1)) {
    throw new Error("FAULT_CHAOS is <seed>:<probability of a fault, above 0 and at most 1>");
  }
  return { rng: createRng(seed), probability };
}

function chaosFault(point: FaultPoint): Fault | undefined {
  if (!chaos) return undefined;
  if ((downUntil.get(point) ?? 0) > Date.now()) return "fail";
  if (!chaos.rng.chance(chaos.probability)) return undefined;
  const fault = chaos.rng.pick(CHAOS_FAULTS);
  if (fault !== "down") return fault;
  downUntil.set(point, Date.now() + CHAOS_OUTAGE_MS);
  return "fail";
}

function crash(point: FaultPoint, when: string): never {
  if (chaos) {
    log.error("a simulated fault stops the process", { point, when });
    process.kill(process.pid, "SIGKILL");
  }
  throw new SimulatedCrash(point, when);
}

export function armFault(point: FaultPoint, fault: Fault): void {
  armed.set(point, fault);
}

export function disarmFaults(): void {
  armed.clear();
}

/** Lets the calls that timed out take effect now, as a late answer would. */
export async function runLate(): Promise<void> {
  for (const call of late.splice(0)) await call().catch(() => undefined);
}

/** A process that stopped: not an answer anyone handles; it aborts whatever was under way. */
export class SimulatedCrash extends Error {
  constructor(point: FaultPoint, when: string) {
    super(`simulated crash ${when} ${point}`);
    this.name = "SimulatedCrash";
  }
}

/**
 * Runs one external effect through the fault armed at its point, if any. `unavailable` is the
 * error the caller's own code gets when the service cannot be reached (a 502 PaymentError, a
 * SupplierError): what a failed or timed-out call throws; `refused`, what a refusal throws.
 */
export async function effect<T>(
  point: FaultPoint,
  call: () => Promise<T>,
  unavailable: () => Error,
  refused: () => Error = unavailable,
): Promise<T> {
  const armedFault = armed.get(point);
  if (armedFault && armedFault !== "down") armed.delete(point);
  const fault = armedFault ?? chaosFault(point);
  if (!fault) return call();
  switch (fault) {
    case "crash-before":
      return crash(point, "before");
    case "crash-after":
      await call();
      return crash(point, "after");
    case "late":
      if (chaos) {
        // The service does it a few seconds after the caller gave up waiting.
        setTimeout(() => void call().catch(() => undefined), chaos.rng.int(500, 5_000));
      } else late.push(call);
      throw unavailable();
    case "refuse":
      throw refused();
    case "fail":
    case "down":
      throw unavailable();
  }
}
