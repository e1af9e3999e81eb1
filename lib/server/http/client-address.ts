/**
 * Who is at the other end of a request (DESIGN §4). The connection's own address is the only one
 * no client can write: our server (scripts/serve.mjs) puts it in REMOTE_ADDRESS_HEADER, replacing
 * whatever a client sent under that name. `X-Forwarded-For` is read only as far as the operator
 * says proxies of theirs stand in front (`TRUSTED_PROXY_HOPS`, none by default): each trusted
 * proxy appends the address it saw, so the client is the entry that many places from the end.
 */

export const REMOTE_ADDRESS_HEADER = "x-remote-address";

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
