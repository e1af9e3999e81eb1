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
 * POSTs `body` to `path` and parses the answer with the schema `pick` takes from `contract`, a
 * contract module the caller imports lazily: the contract (and zod) then load after the page,
 * keeping them out of first-load JavaScript.
 */
export async function postContract<Contract, T>(
  path: string,
  body: unknown,
  signal: AbortSignal,
  contract: Promise<Contract>,
  pick: (c: Contract) => { parse(data: unknown): T },
): Promise<T> {
  let data: unknown;
  try {
    data = await api().post(path, { json: body, signal }).json();
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = await apiFailure(error);
    throw new ContractCallError(failure.message, failure.status, failure.code);
  }
  return pick(await contract).parse(data);
}
