import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

/**
 * The key that seals session cookies. `SESSION_SECRET` (32+ characters) in any deployment with
 * more than one process; the embedded default creates one in `.data/` on first use so that
 * `npm start` needs no configuration (DESIGN §4).
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
    return (cached = fromEnv);
  }
  const file = path.join(process.cwd(), ".data", "session-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600, flag: "wx" });
  }
  return cached;
}
