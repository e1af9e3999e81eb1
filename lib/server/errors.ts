import { ERROR_STATUS, type ErrorCode } from "@/lib/contract/errors";

export type { ErrorCode };

/**
 * A failure the client caused or may act on: its code, status and message reach the client as
 * they are (`{ message, code }`). Any other error is a fault of ours: a 500, detail in the log.
 */
export class ApiError extends Error {
  readonly status: number;
  /** When the call may succeed again, in seconds (a 429's `Retry-After`). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
    if (options.retryAfterSeconds !== undefined) {
      this.retryAfterSeconds = options.retryAfterSeconds;
    }
  }
}
