import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getStatus, NEXT_BIN, type RunningServer } from "./server";

/**
 * The bench's yardstick (issue 26): a bare Next.js page, built with the project's own Next.js
 * (the same version, the same Node) and served by `next start` on the same machine in the same
 * run, so every page figure is read as a share of what Next.js itself does here. It lives in
 * `.data/bare-next` (ignored by git) inside the project, where Turbopack resolves the project's
 * node_modules; it is built again only when the Next.js version or these files change.
 *
 * It has an instrumentation file of its own, empty: without one, Turbopack compiles the app's
 * (`instrumentation.ts` at the workspace root) into the bare page, which then opened the app's
 * database and ran its outbox and reconciliation beside the app it was measuring. It is started
 * with no database settings either.
 */
const DIR = path.join(process.cwd(), ".data", "bare-next");

const FILES: Record<string, string> = {
  "package.json": `{ "name": "bare-next", "private": true }\n`,
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "instrumentation.js": "export function register() {}\n",
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>The yardstick of npm run bench.</p>
    </main>
  );
}
`,
};

function nextVersion(): string {
  const pkg = path.join(path.dirname(NEXT_BIN), "..", "..", "package.json");
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}

/** The environment the bare page builds and runs in: Node's own, without the app's settings. */
function bareEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return { PATH, HOME, TMPDIR, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
}

/** Builds the bare page unless it was built with this Next.js and these files; returns the version. */
function buildBareNext(): string {
  const version = nextVersion();
  const recipe = `${version} ${createHash("sha256").update(JSON.stringify(FILES)).digest("hex")}`;
  const stamp = path.join(DIR, ".next", "bench-next-version");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === recipe) return version;
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    writeFileSync(path.join(DIR, file), text);
  }
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: DIR,
    stdio: "ignore",
    env: bareEnv(),
  });
  if (result.status !== 0) throw new Error("the bare Next.js page did not build");
  writeFileSync(stamp, recipe);
  return version;
}

/** Builds (when needed) and serves the bare page on `port`; resolves once it answers. */
export async function startBareNext(port: number): Promise<RunningServer & { version: string }> {
  const version = buildBareNext();
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    cwd: DIR,
    stdio: "ignore",
    detached: true,
    env: bareEnv(),
  });
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  process.once("exit", () => stop());
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the bare Next.js server exited");
    if ((await getStatus(port, "/").catch(() => 0)) === 200) break;
    if (Date.now() > deadline) {
      stop();
      throw new Error("the bare Next.js server did not answer within 60 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, stop, version };
}
