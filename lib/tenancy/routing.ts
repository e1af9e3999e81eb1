import { AGENCY_DEFAULT_SEGMENT, LOCALES, LOCALE_COOKIE } from "../i18n/locales";

/**
 * DESIGN §2 routing: every page request is rewritten to /<host>/<locale>/<path> by `next.config`
 * rewrites, which Next's router matches without running any of our code. A proxy (middleware) on
 * every request had capped a cached page near a third of a bare Next.js page's throughput, so the
 * proxy now runs only where a rule cannot do the work (proxy.ts): remembering a `lng` choice in
 * the language cookie, and telling signed-in pages the address to come back to after /login.
 *
 * The agency segment is the request's host name, lower-cased and without its port (as Next's
 * router gives it to a `host` rule), so that one agency has one cached copy of a page whatever
 * the case or port a client sends; the layout resolves it with resolveAgencyFromHost, the
 * function the API resolves a Host header with, so the two can never disagree.
 */

/** The segment of a request whose host names no agency: the layout answers 'Agency not found!'. */
export const NO_AGENCY_SEGMENT = "_";

/**
 * The first path segments of the signed-in pages (app/…/(site)/(live)/(account)): the proxy gives them
 * the path asked for, the `redirect` of /login. routing.test.ts checks that every signed-in page
 * is under one of them and that proxy.ts's matcher (a literal, as Next requires) lists these.
 */
export const SIGNED_IN_SECTIONS = [
  "applications",
  "bookings",
  "dashboard",
  "deal-link",
  "mytrip",
  "pay",
  "proposals",
  "searches",
  "settings",
  "subscription",
  "users",
  "wallet",
] as const;

/** Page paths only: never the API, Next's own files, /assets or anything with a file extension. */
const PAGE_PATH = "/:path((?!api/|_next/|assets/|.*\\.[a-zA-Z0-9]+$).*)";

/** A host name (no "/", "%" or leading dot can reach the path); the layout strips `www.`. */
const HOST_NAME = "(?<host>[a-z0-9][a-z0-9.-]*)";
/**
 * Next's router keeps only "[" of an IPv6 literal ("[::1]:3000" split at its first colon). An IP
 * address serves the default agency whichever it is, so such a request is routed as this one.
 */
const IP_LITERAL_SEGMENT = "127.0.0.1";

/** `(?<lng>[eE][nN]|…)`: a supported language in any case; the layout lower-cases the segment. */
const LANGUAGE = `(?<lng>${LOCALES.map((l) =>
  [...l].map((c) => `[${c}${c.toUpperCase()}]`).join(""),
).join("|")})`;

type Condition =
  { type: "host"; value: string } | { type: "query" | "cookie"; key: string; value?: string };
type Rewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };

const NAMED_HOST: Condition = { type: "host", value: HOST_NAME };
const IP_LITERAL_HOST: Condition = { type: "host", value: "\\[" };
const LNG_QUERY: Condition = { type: "query", key: "lng", value: LANGUAGE };
const LNG_COOKIE: Condition = { type: "cookie", key: LOCALE_COOKIE, value: LANGUAGE };

/** The language asked for, in order (DESIGN §2): `lng`, the cookie, the agency's default. */
const LANGUAGES: { has: Condition[]; missing: Condition[]; segment: string }[] = [
  { has: [LNG_QUERY], missing: [], segment: ":lng" },
  { has: [LNG_COOKIE], missing: [LNG_QUERY], segment: ":lng" },
  { has: [], missing: [LNG_QUERY, LNG_COOKIE], segment: AGENCY_DEFAULT_SEGMENT },
];

/**
 * next.config's `beforeFiles` rewrites. Next tries every one of them in turn, each on the path the
 * ones before it left (a match does not stop the list), so no two of them may match one request:
 * each names its host and language by conditions the others exclude.
 */
export function agencyRewrites(): Rewrite[] {
  const hosts = [
    { host: NAMED_HOST, segment: ":host" },
    { host: IP_LITERAL_HOST, segment: IP_LITERAL_SEGMENT },
  ];
  return [
    ...hosts.flatMap(({ host, segment }) =>
      LANGUAGES.map((language) => ({
        source: PAGE_PATH,
        has: [host, ...language.has],
        ...(language.missing.length > 0 && { missing: language.missing }),
        destination: `/${segment}/${language.segment}/:path`,
      })),
    ),
    // No Host header, or one that is no host: no agency.
    {
      source: PAGE_PATH,
      missing: [NAMED_HOST, IP_LITERAL_HOST],
      destination: `/${NO_AGENCY_SEGMENT}/${AGENCY_DEFAULT_SEGMENT}/:path`,
    },
  ];
}
