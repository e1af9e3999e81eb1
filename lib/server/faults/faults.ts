import "server-only";

/**
 * Faults injected at the boundaries between a money flow's external effects (DESIGN §9), for the
 * tests that prove the reconciliation job finishes or undoes whatever a crash or an outage left:
 * a gateway call (authorise, capture, void, refund, retrieve), a supplier call (book, cancel,
 * release), a database commit. Off unless a test arms one; the production code
 * only passes each effect through `effect()`, which costs a Map lookup.
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
  | "supplier.book"
  | "supplier.cancel"
  | "supplier.release"
  | "db.commit";

const armed = new Map<FaultPoint, Fault>();
const late: Array<() => Promise<unknown>> = [];

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
  const fault = armed.get(point);
  if (!fault) return call();
  if (fault !== "down") armed.delete(point);
  switch (fault) {
    case "crash-before":
      throw new SimulatedCrash(point, "before");
    case "crash-after":
      await call();
      throw new SimulatedCrash(point, "after");
    case "late":
      late.push(call);
      throw unavailable();
    case "refuse":
      throw refused();
    case "fail":
    case "down":
      throw unavailable();
  }
}
