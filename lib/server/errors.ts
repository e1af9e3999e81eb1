import { ERROR_STATUS, type ErrorCode } from "@/lib/contract/errors";

export type { ErrorCode };

/**
 * A failure the client caused or may act on: its code, status and message reach the client as
 * they are (`{ message, code }`). Any other error is a fault of ours: a 500, detail in the log.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}
