import type { IncomingMessage, ServerResponse } from "node:http";

/** The first path segments of the signed-in pages, which are never answered from the cache. */
export const SIGNED_IN_PATHS: RegExp;

export interface FrontCache {
  /** Answers from the cache, or hands the request to `next` and keeps its answer when it may. */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    next: (req: IncomingMessage, res: ServerResponse) => unknown,
  ): unknown;
  /** Forgets every page; a response being rendered now is not kept either. */
  clear(): void;
  readonly size: number;
}

export function frontCache(options?: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): FrontCache;
