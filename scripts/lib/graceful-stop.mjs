/**
 * A graceful stop for the production server (scripts/serve.mjs), as a deploy or a balancer asks
 * for one with SIGTERM: stop accepting connections, let the requests in flight finish (a booking
 * half-way through its payment is not cut), close each kept-alive connection once its response
 * is out, and give up after `graceMs`, closing what is left. Plain JavaScript, as serve.mjs is.
 */

/**
 * Counts `server`'s requests in flight. Call `request(req, res)` first thing in the request
 * handler; `stop(graceMs)` then drains them and resolves true when all finished within the
 * bound, false when it had to cut some.
 * @param {import("node:http").Server} server
 */
export function gracefulStop(server) {
  let inFlight = 0;
  let stopping = false;
  /** @type {Array<() => void>} */
  let waiting = [];
  const settle = () => {
    if (inFlight > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    get inFlight() {
      return inFlight;
    },
    get stopping() {
      return stopping;
    },
    /**
     * @param {import("node:http").IncomingMessage} _req
     * @param {import("node:http").ServerResponse} res
     */
    request(_req, res) {
      inFlight++;
      // While stopping, the connection closes after this response rather than waiting for more.
      if (stopping) res.setHeader("connection", "close");
      res.once("close", () => {
        inFlight--;
        settle();
      });
    },
    /** @param {number} graceMs */
    async stop(graceMs) {
      stopping = true;
      server.close();
      server.closeIdleConnections();
      const drained = new Promise((resolve) => {
        waiting.push(() => resolve(true));
        settle();
      });
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      });
      const finished = await Promise.race([drained, timeout]);
      clearTimeout(timer);
      // Idle kept-alive connections once all finished; the ones still busy when time ran out.
      server.closeAllConnections();
      return finished;
    },
  };
}
