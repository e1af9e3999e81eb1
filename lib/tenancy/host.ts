/**
 * Which agency a request is for, decided from its Host header alone.
 *
 * - `<key>.<rootDomain>` and `<key>.localhost` name an agency by its subdomain key.
 * - A bare `localhost`, the root domain itself or an IP address serves the default agency, if one is
 *   configured (the embedded default sets `demo`), so that opening the plain address shows a site.
 * - Any other host is an agency's custom domain, looked up in `agency_domains`.
 */
export type AgencyRef = { kind: "subdomain"; key: string } | { kind: "domain"; domain: string };

export interface HostOptions {
  rootDomain?: string | undefined;
  defaultAgency?: string | undefined;
}

const SUBDOMAIN_KEY = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null;
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    // IPv6 literal, with or without a port: "[::1]:3000"
    const end = h.indexOf("]");
    return end > 0 ? h.slice(0, end + 1) : null;
  }
  const colon = h.lastIndexOf(":");
  if (colon !== -1) {
    if (!/^\d+$/.test(h.slice(colon + 1))) return null;
    h = h.slice(0, colon);
  }
  if (h.endsWith(".")) h = h.slice(0, -1);
  if (h.startsWith("www.")) h = h.slice(4);
  return h || null;
}

function isIpAddress(h: string): boolean {
  return h.startsWith("[") || IPV4.test(h);
}

function subdomainOf(h: string, parent: string): string | null | undefined {
  if (!h.endsWith(`.${parent}`)) return undefined;
  const key = h.slice(0, -(parent.length + 1));
  return SUBDOMAIN_KEY.test(key) ? key : null;
}

export function resolveAgencyFromHost(
  host: string | null | undefined,
  { rootDomain, defaultAgency }: HostOptions = {},
): AgencyRef | null {
  const h = normaliseHost(host);
  if (!h) return null;
  const root = normaliseHost(rootDomain ?? "") ?? undefined;
  const fallback: AgencyRef | null =
    defaultAgency && SUBDOMAIN_KEY.test(defaultAgency.toLowerCase())
      ? { kind: "subdomain", key: defaultAgency.toLowerCase() }
      : null;

  if (h === "localhost" || isIpAddress(h) || h === root) return fallback;

  for (const parent of [root, "localhost"]) {
    if (!parent) continue;
    const key = subdomainOf(h, parent);
    if (key === undefined) continue;
    return key === null ? null : { kind: "subdomain", key };
  }
  return HOSTNAME.test(h) && h.includes(".") ? { kind: "domain", domain: h } : null;
}

/**
 * The agency the `[agency]` path segment names: the request's host name, put there by the rewrites
 * of lib/tenancy/routing.ts, resolved exactly as the API resolves a Host header.
 */
export function agencyRefFromSegment(segment: string): AgencyRef | null {
  let host: string;
  try {
    host = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return resolveAgencyFromHost(host, tenancyOptionsFromEnv());
}

export function tenancyOptionsFromEnv(): HostOptions {
  return { rootDomain: process.env.ROOT_DOMAIN, defaultAgency: process.env.DEFAULT_AGENCY };
}
