import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulStop } from "./graceful-stop.mjs";

/** A server whose requests take `delayMs` to answer, counted by gracefulStop as serve.mjs does. */
async function slowServer(delayMs: number) {
  const server = http.createServer((req, res) => {
    requests.request(req, res);
    setTimeout(() => res.end("done"), delayMs);
  });
  const requests = gracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, requests, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent: agent ?? false }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const open: http.Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.closeAllConnections();
});

describe("gracefulStop", () => {
  it("lets a request in flight finish, refuses new connections, then resolves", async () => {
    const { server, requests, port } = await slowServer(300);
    open.push(server);
    const inFlight = get(port);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.inFlight).toBe(1);

    const stopped = requests.stop(5_000);
    // The request under way is answered in full, not cut.
    await expect(inFlight).resolves.toEqual({ status: 200, body: "done" });
    await expect(stopped).resolves.toBe(true);
    // And the server takes no new connection.
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("closes a kept-alive connection rather than waiting on it", async () => {
    const { server, requests, port } = await slowServer(10);
    open.push(server);
    const agent = new http.Agent({ keepAlive: true });
    await get(port, agent);
    const started = performance.now();
    await expect(requests.stop(5_000)).resolves.toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(performance.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });

  it("gives up after the grace period and cuts what is left", async () => {
    const { server, requests, port } = await slowServer(10_000);
    open.push(server);
    const cut = get(port).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    await expect(requests.stop(200)).resolves.toBe(false);
    expect(await cut).toBeInstanceOf(Error);
  });
});
