/**
 * The production server: Next's request handler behind a plain Node HTTP server, so that the
 * connection's address reaches the app. `next start` only fills `X-Forwarded-For` when a client
 * sent none, so a client that reaches it directly can claim any address; here every request
 * carries the socket's address in REMOTE_ADDRESS_HEADER, replacing anything a client sent under
 * that name, and the app decides from TRUSTED_PROXY_HOPS how far to believe X-Forwarded-For.
 */
import http from "node:http";
import next from "next";
import { REMOTE_ADDRESS_HEADER, trustedProxyHops } from "../lib/server/http/client-address";

const port = Number(process.env.PORT ?? 3000);
// Fails at start, not on the first sign-in, when the setting is wrong.
trustedProxyHops();

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  req.headers[REMOTE_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  void handle(req, res);
});
server.listen(port, () => console.log(`▶ Next.js serving on port ${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
