import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

export const NEXT_BIN = createRequire(path.join(process.cwd(), "package.json")).resolve(
  "next/dist/bin/next",
);

/** Our server around Next's handler (it passes the connection's address on). */
const SERVE_SCRIPT = path.join(import.meta.dirname, "..", "serve.mjs");

export interface RunningServer {
  child: ChildProcess;
  /** Stops the server and everything it started (its process group). */
  stop(signal?: NodeJS.Signals): void;
}

/**
 * Starts the production server (scripts/serve.mjs) on a port in its own process group; resolves once it answers. A port
 * already in use is an error, not something to measure or test against by mistake. Behind a
 * balancer, `publicPort` is the balancer's: the port the app's own links carry.
 */
export async function startNext(
  port: number,
  env: NodeJS.ProcessEnv,
  stdio: "inherit" | "ignore" = "inherit",
  publicPort = port,
): Promise<RunningServer> {
  const busy = await getStatus(port, "/").then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is already in use; stop whatever is serving there first`);
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    stdio,
    detached: true,
    env: {
      ...env,
      PORT: String(publicPort),
      LISTEN_PORT: String(port),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  // Stopped with this process; the listener goes with the child (a supervisor starts many).
  const onExit = () => stop();
  process.once("exit", onExit);
  child.once("exit", () => process.off("exit", onExit));
  try {
    await waitForHttp(port, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { child, stop };
}

/**
 * Node does not resolve *.localhost, so health checks go to 127.0.0.1 with the agency's host in
 * the Host header (DESIGN §8).
 */
export function getStatus(port: number, urlPath: string, host = "localhost"): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: urlPath, headers: { host: `${host}:${port}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.setTimeout(5000, () => req.destroy(new Error("timeout")));
  });
}

async function waitForHttp(port: number, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await getStatus(port, "/api/agency")) > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer on port ${port} within ${timeoutMs / 1000} s`);
}
