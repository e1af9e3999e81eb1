import { vi } from "vitest";

/**
 * What the server logs while `work` runs: every line written to stdout and stderr (lib/server/
 * log/log.ts writes there, one JSON object a line) and every console call, kept rather than shown.
 * `work` may read the lines kept so far.
 */
export async function capturedLog(
  work: (lines: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(keep),
    vi.spyOn(process.stderr, "write").mockImplementation(keep),
    ...(["log", "info", "warn", "error"] as const).map((m) =>
      vi
        .spyOn(console, m)
        .mockImplementation((...args) => void lines.push(args.map(String).join(" "))),
    ),
  ];
  try {
    await work(lines);
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
  return lines;
}
