import http from "node:http";

/**
 * A round-robin load balancer in front of several servers of the app, as a scaled-out deployment
 * has one: each request goes to the next server in turn, with its Host header (the agency) kept.
 * The end-to-end suite's PostgreSQL pass reaches two processes through it.
 */
export function startBalancer(port: number, backends: number[]): Promise<http.Server> {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const backend = backends[turn++ % backends.length];
    const upstream = http.request(
      { host: "127.0.0.1", port: backend, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
