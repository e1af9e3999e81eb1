/**
 * DESIGN §7 booking budgets: product search p95 (sequential, server-side), and quote + card token
 * + booking throughput with `connections` buyers at once, each booking ordinary hotels of many
 * cities (so they do not all race for one room). Prints figures; asserts nothing.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { activityResultsHref } from "../../lib/booking/activity-search-params";
import { carSearchHref } from "../../lib/booking/car-search-params";
import { flightResultsHref } from "../../lib/booking/flight-search-params";
import {
  hotelCheckoutHref,
  hotelDetailsHref,
  hotelResultsHref,
} from "../../lib/booking/hotel-search-params";
import { atLeast, atMost, record } from "./bench-figures";

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

export function jsonCall(
  port: number,
  host: string,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method,
        headers: {
          host: `${host}:${port}`,
          origin: `http://${host}:${port}`,
          "content-type": "application/json",
          // As a browser asks: a long answer comes compressed (api-compression.mjs), at its cost.
          "accept-encoding": "gzip, deflate, br, zstd",
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text = (
            encoding === "br"
              ? brotliDecompressSync(bytes)
              : encoding === "gzip"
                ? gunzipSync(bytes)
                : bytes
          ).toString();
          let body: Record<string, unknown> = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            // not JSON (a proxy's error page): the status says what happened
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const CITY_NAMES = ["paris", "london", "lisbon", "tokyo", "sydney", "madrid", "rome", "berlin"];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function placeIds(port: number, host: string): Promise<string[]> {
  const ids: string[] = [];
  for (const text of CITY_NAMES) {
    const r = await jsonCall(port, host, "POST", "/api/v2/hotel/auto-suggest", { text });
    const data = r.body.data as { locationSuggestions: { id: string; type?: string }[] };
    const city = data.locationSuggestions.find((s) => s.id.startsWith("city-"));
    if (city) ids.push(city.id);
  }
  return ids;
}

const stay = (placeId: string, from: number) => ({
  placeId,
  checkIn: inDays(from),
  checkOut: inDays(from + 2),
  rooms: [{ adults: 2, childAges: [] }],
  nationality: "US",
});

/** Times each body's call after 10 warm-up calls and prints p50 and p95 against the budget. */
async function searchLatency(
  port: number,
  host: string,
  label: string,
  path: string,
  bodies: unknown[],
  method: "POST" | "GET" = "POST",
): Promise<void> {
  // A GET's "body" is its query.
  const call = (body: unknown) =>
    method === "GET"
      ? jsonCall(
          port,
          host,
          "GET",
          `${path}?${new URLSearchParams(body as Record<string, string>)}`,
        )
      : jsonCall(port, host, "POST", path, body);
  for (const body of bodies.slice(0, 10)) await call(body);
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const r = await call(body);
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = Number(percentile(times, 0.95).toFixed(1));
  const verdict = record({ name: `${label}: p95`, value: p95, unit: "ms", budget: atMost(150) });
  console.log(
    `${label.padEnd(40)} p50 ${percentile(times, 0.5).toFixed(1)}  p95 ${p95}  ${verdict}`,
  );
}

export async function hotelSearchLatency(port: number, host: string): Promise<void> {
  const ids = await placeIds(port, host);
  const bodies = Array.from({ length: 60 }, (_, i) => stay(ids[i % ids.length]!, 20 + (i % 30)));
  await searchLatency(port, host, "POST /api/hotels/search", "/api/hotels/search", bodies);
}

/** A week's rental at the large airports of ROUTES, and a city's activities for four days. */
export async function carAndActivitySearchLatency(port: number, host: string): Promise<void> {
  const airports = [...new Set(ROUTES.flat())];
  const rentals = Array.from({ length: 60 }, (_, i) => ({
    locationId: `airport-${airports[i % airports.length]}`,
    pickUp: `${inDays(20 + (i % 30))}T10:00`,
    dropOff: `${inDays(27 + (i % 30))}T10:00`,
    driverAge: i % 4 ? 30 : 23,
    residence: "US",
  }));
  await searchLatency(port, host, "POST /api/cars/search (a week)", "/api/cars/search", rentals);
  const ids = await placeIds(port, host);
  const days = Array.from({ length: 60 }, (_, i) => ({
    cityId: ids[i % ids.length]!,
    from: inDays(20 + (i % 30)),
    to: inDays(23 + (i % 30)),
  }));
  await searchLatency(port, host, "POST /api/activities/search", "/api/activities/search", days);
}

/**
 * Two adults' cruise searches over a month (31 departure dates) from 20 to 49 days ahead, then the
 * details of a sailing each found, asked with the search as the results page asks them.
 */
export async function cruiseSearchLatency(port: number, host: string): Promise<void> {
  const searches = Array.from({ length: 60 }, (_, i) => ({
    departFrom: inDays(20 + (i % 30)),
    departTo: inDays(50 + (i % 30)),
    adults: 2,
  }));
  const path = "/api/cruise/search";
  await searchLatency(port, host, "POST /api/cruise/search (31 days)", path, searches);
  const details: object[] = [];
  for (const [i, query] of searches.entries()) {
    const r = await jsonCall(port, host, "POST", path, query);
    const sailings = (r.body.sailings as { id: string }[] | undefined) ?? [];
    if (!sailings.length) throw new Error(`${path} found no sailing for ${JSON.stringify(query)}`);
    details.push({ ...query, sailingId: sailings[(i * 7) % sailings.length]!.id });
  }
  await searchLatency(port, host, "POST /api/cruise/details", "/api/cruise/details", details);
}

/** Resort countries of the sandbox, three to five stars each. */
const RESORT_COUNTRIES = ["c-PT", "c-ES", "c-MX", "c-TH", "c-JM", "c-GR", "c-DO", "c-BS"];

/**
 * Issue 27's resort budgets: a country's resorts for four nights (GET /properties), then one of
 * them's units for the same stay (GET /properties/availability).
 */
export async function resortSearchLatency(port: number, host: string): Promise<void> {
  const stays = Array.from({ length: 60 }, (_, i) => ({
    regionId: RESORT_COUNTRIES[i % RESORT_COUNTRIES.length]!,
    checkIn: inDays(20 + (i % 30)),
    checkOut: inDays(24 + (i % 30)),
    units: "1",
    adults: "2",
  }));
  const path = "/api/resort/v2/properties";
  await searchLatency(port, host, "GET /api/resort/v2/properties (a country)", path, stays, "GET");
  const availability: object[] = [];
  for (const [i, { regionId: _, ...stay }] of stays.entries()) {
    const r = await jsonCall(port, host, "GET", `${path}?${new URLSearchParams(stays[i])}`);
    const found = (r.body.data as { id: string }[] | undefined) ?? [];
    if (!found.length) throw new Error(`${path} found no resort for ${JSON.stringify(stays[i])}`);
    availability.push({ ...stay, propertyId: found[(i * 3) % found.length]!.id });
  }
  await searchLatency(
    port,
    host,
    "GET /api/resort/v2/properties/availability",
    `${path}/availability`,
    availability,
    "GET",
  );
}

/** Round trips between large airports (nonstops and one-stop connections to price). */
const ROUTES = [
  ["LHR", "JFK"],
  ["CDG", "DXB"],
  ["FRA", "SIN"],
  ["MAD", "MEX"],
  ["LAX", "NRT"],
  ["AMS", "IST"],
  ["SYD", "LAX"],
  ["GRU", "LIS"],
  ["JFK", "LAX"],
  ["DEL", "LHR"],
] as const;

export async function flightSearchLatency(port: number, host: string): Promise<void> {
  const bodies = Array.from({ length: 60 }, (_, i) => {
    const [from, to] = ROUTES[i % ROUTES.length]!;
    const out = 20 + (i % 30);
    return {
      trip: "round",
      legs: [
        { from: [from], to: [to], date: inDays(out) },
        { from: [to], to: [from], date: inDays(out + 7) },
      ],
      adults: 2,
      children: 1,
      cabin: "economy",
    };
  });
  await searchLatency(
    port,
    host,
    "POST /api/flights/search (round trips)",
    "/api/flights/search",
    bodies,
  );
}

/**
 * The pages of issue 26's browser budget (item 4): home and the landings, then each with a real
 * search in its address: hotel results, a hotel's page and the checkout of its cheapest room, and
 * the other products' results.
 */
export async function lighthousePages(
  port: number,
  host: string,
  cookie: string,
): Promise<(string | { path: string; cookie: string; kind?: string })[]> {
  const [paris] = await placeIds(port, host);
  const search = {
    placeId: paris!,
    placeLabel: "Paris",
    checkIn: inDays(30),
    checkOut: inDays(32),
    nationality: "US",
  };
  const found = await jsonCall(port, host, "POST", "/api/hotels/search", stay(paris!, 30));
  const [hotel, other] = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
  // The checkout once it holds its room (the address names the quote: a reload, a language
  // change), of another hotel, so that the first visit's holds do not replace this one.
  const held = await jsonCall(
    port,
    host,
    "POST",
    "/api/checkout/quotes",
    {
      product: "hotels",
      currency: "USD",
      offerId: other!.cheapest.offerId,
      query: stay(paris!, 30),
    },
    { cookie },
  );
  const [from, to] = ROUTES[0];
  return [
    "/",
    "/booknow/hotels",
    "/booknow/resort",
    hotelResultsHref(search),
    hotelDetailsHref(hotel!.id, search),
    // A visitor is sent to sign in first (the demo agency has no non-login flow): the checkout
    // is measured as the traveller who books sees it, on a first visit (holding the room) and held.
    { path: hotelCheckoutHref(hotel!.cheapest.offerId, hotel!.id, search), cookie },
    {
      path: `${hotelCheckoutHref(other!.cheapest.offerId, other!.id, search)}&quote=${held.body.id}`,
      cookie,
      kind: "held",
    },
    flightResultsHref({
      trip: "round",
      legs: [
        { from: [from], to: [to], date: inDays(30) },
        { from: [to], to: [from], date: inDays(37) },
      ],
      adults: 2,
      cabin: "economy",
    }),
    carSearchHref({
      locationId: `airport-${from}`,
      pickUp: `${inDays(30)}T10:00`,
      dropOff: `${inDays(37)}T10:00`,
      driverAge: 30,
      residence: "US",
    }),
    activityResultsHref({ cityId: paris!, cityName: "Paris", from: inDays(30), to: inDays(33) }),
  ];
}

export async function bookingThroughput(
  port: number,
  host: string,
  cookie: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<void> {
  const ids = await placeIds(port, host);
  // The offers to book: the cheapest rooms of each city, on many dates.
  const offers: { query: ReturnType<typeof stay>; offerId: string }[] = [];
  for (const [i, id] of ids.entries()) {
    for (let from = 100 + i; from < 400; from += 9) {
      const query = stay(id, from);
      const r = await jsonCall(port, host, "POST", "/api/hotels/search", query);
      for (const h of (r.body.hotels as { id: string; cheapest: { offerId: string } }[]).slice(
        0,
        15,
      )) {
        if (!h.id.includes("-test-")) offers.push({ query, offerId: h.cheapest.offerId });
      }
      if (offers.length >= 3000) break;
    }
  }
  const headers = { cookie };
  const year = new Date().getFullYear() + 2;
  let next = 0;
  let confirmed = 0;
  let failed = 0;
  const times: number[] = [];
  const bookTimes: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  async function buyer() {
    while (Date.now() < deadline && next < offers.length) {
      const offer = offers[next++]!;
      const started = performance.now();
      const q = await jsonCall(
        port,
        host,
        "POST",
        "/api/checkout/quotes",
        { product: "hotels", currency: "USD", ...offer },
        headers,
      );
      if (q.status !== 201) {
        failed++;
        continue;
      }
      const token = await jsonCall(port, host, "POST", "/api/payments/sandbox/tokens", {
        number: "4242424242424242",
        expMonth: 12,
        expYear: year,
        cvc: "123",
        name: "Bench Buyer",
      });
      const bookStarted = performance.now();
      const b = await jsonCall(
        port,
        host,
        "POST",
        "/api/bookings",
        {
          quoteId: q.body.id,
          contact: {
            firstName: "Bench",
            lastName: "Buyer",
            email: "bench@example.com",
            phone: "+14155550123",
            country: "US",
          },
          travellers: [{ firstName: "Bench", lastName: "Buyer", unit: 0 }],
          payment: { method: "card", token: token.body.token },
          acceptTerms: true,
        },
        { ...headers, "idempotency-key": randomUUID() },
      );
      if (b.status === 201) {
        confirmed++;
        bookTimes.push(performance.now() - bookStarted);
        times.push(performance.now() - started);
      } else failed++;
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, buyer));
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  bookTimes.sort((a, b) => a - b);
  const buyers = `${connections} buyer${connections === 1 ? "" : "s"}`;
  const perSecond = Number((confirmed / elapsed).toFixed(1));
  const bookP95 = Math.round(percentile(bookTimes, 0.95));
  // The budgets (issue 26): 100 bookings a second on PostgreSQL; POST /api/bookings p95 < 400 ms
  // for a buyer alone.
  const verdicts = [
    record({
      name: `bookings a second, ${buyers}`,
      value: perSecond,
      unit: "bookings/s",
      ...(connections > 1 ? { budget: atLeast(100) } : {}),
    }),
    record({
      name: `POST /api/bookings, ${buyers}: p95`,
      value: bookP95,
      unit: "ms",
      ...(connections === 1 ? { budget: atMost(400) } : {}),
    }),
  ].filter(Boolean);
  console.log(
    `quote + token + book, ${buyers}: ${perSecond} confirmed bookings/s, p95 ${percentile(times, 0.95).toFixed(0)} ms per booking; POST /api/bookings p50 ${percentile(bookTimes, 0.5).toFixed(0)} ms, p95 ${bookP95} ms; ${failed} refused ${verdicts.join(" ")}`,
  );
}
