import "server-only";

/**
 * Crash points between the booking's effects, for the tests that prove the reconciliation job
 * finishes or undoes a booking whose process stopped mid-way (DESIGN §9). Off unless a test arms
 * one; an armed point throws once, as a process dying there would stop the request.
 */
export type Failpoint = "afterAuthorise" | "afterSupplierBook" | "afterCapture";

const armed = new Set<Failpoint>();

export function armFailpoint(point: Failpoint): void {
  armed.add(point);
}

export function disarmFailpoints(): void {
  armed.clear();
}

export class SimulatedCrash extends Error {
  constructor(point: Failpoint) {
    super(`simulated crash at ${point}`);
    this.name = "SimulatedCrash";
  }
}

export function failpoint(point: Failpoint): void {
  if (armed.delete(point)) throw new SimulatedCrash(point);
}
