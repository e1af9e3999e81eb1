import type { IncomingMessage, ServerResponse } from "node:http";

/** Compresses an API answer over a kilobyte when the client takes it (scripts/serve.mjs). */
export function apiCompression(
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
): void;
