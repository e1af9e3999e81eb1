/** The bytes of what `res.write` or `res.end` was given, or null when it was given none. */
export function writtenBytes(chunk: unknown, encoding?: unknown): Buffer | null;
