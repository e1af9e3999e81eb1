import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface GracefulStop {
  /** Requests answered or being answered now. */
  readonly inFlight: number;
  readonly stopping: boolean;
  /** Counts a request; first thing in the request handler. */
  request(req: IncomingMessage, res: ServerResponse): void;
  /** Stops accepting, drains; true when every request finished within `graceMs`. */
  stop(graceMs: number): Promise<boolean>;
}

export function gracefulStop(server: Server): GracefulStop;
