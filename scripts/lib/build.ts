import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NEXT_BIN } from "./server";

const INPUTS = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "proxy.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const STAMP = path.join(".next", "source-hash");

function hashTree(hash: ReturnType<typeof createHash>, entry: string) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) {
      if (!child.endsWith(".test.ts")) hashTree(hash, path.join(entry, child));
    }
  } else {
    hash.update(entry).update(readFileSync(entry));
  }
}

export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) hashTree(hash, input);
  return hash.digest("hex");
}

/** Builds the production bundle unless .next already holds a build of these exact sources. */
export function buildIfNeeded(): void {
  const wanted = sourceHash();
  const built =
    existsSync(path.join(".next", "BUILD_ID")) && existsSync(STAMP)
      ? readFileSync(STAMP, "utf8")
      : "";
  if (built === wanted) {
    console.log("✔ Production build is up to date");
    return;
  }
  console.log("▶ Building the production bundle (next build)…");
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, wanted);
}

/**
 * Forgets the pages and data Next cached while serving earlier (they persist in .next across
 * restarts). Each server started by a script may sit on another database than the last one, and
 * pages rendered from it carry that database's agency ids in their tags, so an edit here would
 * never expire them; they are rendered again on first request.
 */
export function clearPageCache(): void {
  for (const dir of [
    path.join(".next", "server", "route-cache"),
    path.join(".next", "cache", "fetch-cache"),
  ]) {
    rmSync(dir, { recursive: true, force: true });
  }
}
