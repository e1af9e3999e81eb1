/**
 * Who is at the other end of a request (DESIGN §4). The connection's own address is the only one
 * no client can write: our server (scripts/serve.mjs) puts it in REMOTE_ADDRESS_HEADER, replacing
 * whatever a client sent under that name. `X-Forwarded-For` is read only as far as the operator
 * says proxies of theirs stand in front (`TRUSTED_PROXY_HOPS`, none by default): each trusted
 * proxy appends the address it saw, so the client is the entry that many places from the end.
 */

export const REMOTE_ADDRESS_HEADER = "x-remote-address";
/** The connection's own protocol (`http` or `https`), set by our server as the address is. */
export const REMOTE_PROTOCOL_HEADER = "x-remote-protocol";

/** `TRUSTED_PROXY_HOPS`: a whole number of proxies, 0 (the default) to 10. */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`);
  }
  return hops;
}

/** An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is the IPv4 address. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".")
    ? trimmed.slice(7)
    : trimmed;
}

/**
 * The client's address: with no trusted proxy the connection's; with `hops` proxies, the entry
 * `hops` places back along `X-Forwarded-For` (the connection being the last proxy). A chain
 * shorter than the proxies configured gives its first entry: nothing before it can be known.
 */
export function clientAddress(
  remoteAddress: string | null,
  forwardedFor: string | null,
  hops: number,
): string | null {
  if (!remoteAddress) return null;
  if (hops === 0) return normalise(remoteAddress);
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    remoteAddress,
  ];
  return normalise(chain[Math.max(0, chain.length - 1 - hops)]!);
}

/** The client address of a request that came through our server. */
export function requestAddress(request: Request, hops = trustedProxyHops()): string | null {
  return clientAddress(
    request.headers.get(REMOTE_ADDRESS_HEADER),
    request.headers.get("x-forwarded-for"),
    hops,
  );
}

const PROTOCOLS = new Set(["http", "https"]);

/**
 * The protocol the client is on: with no trusted proxy the connection's own; with `hops` proxies,
 * what the outermost of them says in `X-Forwarded-Proto` (each proxy that appends to it adds the
 * protocol it was reached by, so it is the entry `hops` places from the end; a proxy that sets
 * the header once leaves one entry). A client's own X-Forwarded-Proto never decides it.
 */
export function clientProtocol(
  connection: string,
  forwardedProto: string | null,
  hops: number,
): "http" | "https" {
  const own = connection.trim().toLowerCase() === "https" ? "https" : "http";
  if (hops === 0 || !forwardedProto) return own;
  const chain = forwardedProto
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  const said = chain[Math.max(0, chain.length - hops)];
  return said && PROTOCOLS.has(said) ? (said as "http" | "https") : own;
}

/**
 * The protocol of a request that came through our server: the connection's is in
 * REMOTE_PROTOCOL_HEADER (which our server overwrites); elsewhere (the dev server, a test calling
 * a route) the request URL's.
 */
export function requestProtocol(request: Request, hops = trustedProxyHops()): "http" | "https" {
  const connection =
    request.headers.get(REMOTE_PROTOCOL_HEADER) ?? new URL(request.url).protocol.slice(0, -1);
  return clientProtocol(connection, request.headers.get("x-forwarded-proto"), hops);
}
