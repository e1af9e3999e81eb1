import { api } from "./client";
import { apiFailure } from "./errors";

/** A failed booking-page call, carrying the API's own message (SPEC §8: the server's first). */
export class ContractCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ContractCallError";
  }
}

/** The API's own words for a failure it described (SPEC §8), none for a network failure. */
export function contractCallMessage(error: unknown): string | null {
  return error instanceof ContractCallError && error.code ? error.message : null;
}

/**
 * POSTs `body` to `path` and answers with what the API returned, as its contract types it: the
 * server parsed the answer against that same contract before sending it (apiRoute), so the
 * browser takes it as typed and loads neither the contract nor zod for it (zod's 148 KB chunk was
 * a long task on every results and details page).
 */
export async function postContract<T>(
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<T> {
  try {
    return await api().post(path, { json: body, signal }).json<T>();
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = await apiFailure(error);
    throw new ContractCallError(failure.message, failure.status, failure.code);
  }
}
