/**
 * The production server: Next's request handler behind a plain Node HTTP server, so that the
 * connection's address reaches the app. `next start` only fills `X-Forwarded-For` when a client
 * sent none, so a client that reaches it directly can claim any address; here every request
 * carries the socket's address in `x-remote-address` and its protocol in `x-remote-protocol`
 * (REMOTE_ADDRESS_HEADER and REMOTE_PROTOCOL_HEADER of lib/server/http/client-address.ts),
 * replacing anything a client sent under those names, and the app decides from
 * TRUSTED_PROXY_HOPS how far to believe X-Forwarded-For and X-Forwarded-Proto.
 *
 * Plain JavaScript on purpose: it runs on Node alone, as `next start` did, with no TypeScript
 * loader hooked in front of every server chunk Next loads.
 */
import http from "node:http";
import next from "next";
import { apiCompression } from "./lib/api-compression.mjs";
import { frontCache } from "./lib/front-cache.mjs";
import { gracefulStop } from "./lib/graceful-stop.mjs";

/** One JSON line, as the app's own log writes them (lib/server/log/log.ts). */
function say(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

const REMOTE_ADDRESS_HEADER = "x-remote-address";
const REMOTE_PROTOCOL_HEADER = "x-remote-protocol";
// LISTEN_PORT behind a balancer; PORT, the port the app's links carry, otherwise.
const port = Number(process.env.LISTEN_PORT ?? process.env.PORT ?? 3000);

// Fails at start, not on the first sign-in, when the setting is wrong (the app reads it again).
const hops = process.env.TRUSTED_PROXY_HOPS?.trim();
if (hops && !/^(10|[0-9])$/.test(hops)) {
  say("error", `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${hops}"`);
  process.exit(1);
}

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

// How long a stop waits for the requests in flight (a payment's round trip to the gateway).
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);

// A page Next serves to everyone from its cache is answered again from memory for a second
// (FRONT_CACHE_MS; 0 turns it off): scripts/lib/front-cache.mjs. An agency's change clears it
// (lib/server/agency/changes.ts finds it on globalThis).
const pages = frontCache({ ttlMs: Number(process.env.FRONT_CACHE_MS ?? 1000) });
globalThis[Symbol.for("travel.frontCache")] = pages;

const server = http.createServer((req, res) => {
  requests.request(req, res);
  req.headers[REMOTE_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  // And its protocol: Next builds the request's URL from a client's X-Forwarded-Proto.
  req.headers[REMOTE_PROTOCOL_HEADER] = req.socket.encrypted ? "https" : "http";
  // Next compresses its pages, not the API's answers (scripts/lib/api-compression.mjs).
  if (req.url?.startsWith("/api/")) apiCompression(req, res, () => void handle(req, res));
  else void pages.handle(req, res, handle);
});
const requests = gracefulStop(server);
server.listen(port, () => say("info", "serving", { port }));

// SIGTERM (a deploy, a balancer taking the process out) and SIGINT stop gracefully: no new
// connections, the requests in flight finish (within SHUTDOWN_GRACE_MS), then the process exits.
// A second signal exits at once.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (requests.stopping) process.exit(1);
    say("info", "stopping: finishing the requests in flight", {
      signal,
      inFlight: requests.inFlight,
    });
    const finished = await requests.stop(graceMs);
    if (!finished) say("error", "requests still in flight were cut", { graceMs });
    // Then the app's background jobs stop and its database closes (instrumentation.ts): the
    // embedded database is left whole on disk, not cut mid-write.
    const shutdown = globalThis[Symbol.for("travel.shutdown")];
    if (typeof shutdown === "function") {
      await Promise.race([shutdown(), new Promise((r) => setTimeout(r, 5_000))]).catch((error) =>
        say("error", "the app did not stop cleanly", { error: String(error) }),
      );
    }
    process.exit(finished ? 0 : 1);
  });
}
