/** A failure the client caused or may act on: its status and message reach the client as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A stable name for the failure, for clients that show their own translated text. */
    readonly code?: string,
  ) {
    super(message);
  }
}
