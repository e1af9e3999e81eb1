import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";

/** Starts `next start` on a port; resolves once it answers. */
export async function startNext(
  port: number,
  env: NodeJS.ProcessEnv,
  stdio: "inherit" | "ignore" = "inherit",
) {
  const child = spawn("npx", ["next", "start", "-p", String(port)], {
    stdio,
    env: { ...env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  await waitForHttp(port, child);
  return child;
}

/**
 * Node does not resolve *.localhost, so health checks go to 127.0.0.1 with the agency's host in
 * the Host header (DESIGN §8).
 */
export function getStatus(port: number, path: string, host = "localhost"): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path, headers: { host: `${host}:${port}` } },
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
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      if ((await getStatus(port, "/api/agency")) > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`next start did not answer on port ${port} within ${timeoutMs / 1000} s`);
}
