import "server-only";
import * as z from "zod";
import { operations as activities } from "@/lib/contract/activities.openapi";
import { operations as agency } from "@/lib/contract/agency.openapi";
import { operations as agencyAgents } from "@/lib/contract/agency-agents.openapi";
import { operations as agencyBookings } from "@/lib/contract/agency-bookings.openapi";
import { operations as agencyClients } from "@/lib/contract/agency-clients.openapi";
import { operations as agencyProducts } from "@/lib/contract/agency-products.openapi";
import { operations as apiKeys } from "@/lib/contract/api-keys.openapi";
import {
  bookingListResponse,
  bookingSummary,
  bookingView,
  currencyCode,
  quoteRequest,
  quoteResponse,
} from "@/lib/contract/booking";
import { operations as booking } from "@/lib/contract/booking.openapi";
import { operations as cars } from "@/lib/contract/cars.openapi";
import { operations as clients } from "@/lib/contract/clients.openapi";
import { operations as commandCenter } from "@/lib/contract/command-center.openapi";
import { operations as commissions } from "@/lib/contract/commissions.openapi";
import { operations as cruises } from "@/lib/contract/cruise.openapi";
import { cruiseQuery } from "@/lib/contract/cruise";
import { errorResponse } from "@/lib/contract/errors";
import { operations as flights } from "@/lib/contract/flights.openapi";
import { operations as health } from "@/lib/contract/health.openapi";
import { operations as hotels } from "@/lib/contract/hotels.openapi";
import type { OpenApiExamples, Operation } from "@/lib/contract/openapi";
import { operations as resorts } from "@/lib/contract/resort.openapi";
import { operations as payRequests } from "@/lib/contract/pay-requests.openapi";
import { operations as proposals } from "@/lib/contract/proposals.openapi";
import { operations as dealLinks } from "@/lib/contract/deal-links.openapi";
import { operations as paymentSettings } from "@/lib/contract/payment-settings.openapi";
import { operations as searches } from "@/lib/contract/searches.openapi";
import { operations as subscription } from "@/lib/contract/subscription.openapi";
import { operations as support } from "@/lib/contract/support.openapi";
import { operations as theme } from "@/lib/contract/theme.openapi";
import { operations as wallet } from "@/lib/contract/wallet.openapi";
import { activitiesForCity } from "../inventory/activities/generate";
import { carOffersAt } from "../inventory/cars/generate";
import { cruiseCandidates } from "../inventory/cruise/supplier";
import { flightCandidates } from "../inventory/flights/supplier";
import { geo } from "../inventory/geo/geo";
import { hotelsForCity } from "../inventory/hotels/generate";
import { placeById } from "../inventory/places";
import { propertiesForDestination, resortDestinations } from "../inventory/resort/properties";
import { productModules } from "../products/registry";

/**
 * The booking API as an OpenAPI 3.1 document, assembled from the descriptions each domain keeps
 * beside its zod contract (lib/contract/<domain>.openapi.ts), so it cannot drift from what the
 * routes parse and answer. Every call has a request example that runs as it is against the demo
 * agency, in the order given: dates are computed from today, and `{quoteId}`, `{token}`,
 * `{reference}`, `{threadId}`, `{payRequestId}`, `{resortQuoteId}` and the like stand for what the calls before them
 * answered; `{payToken}` is a pay link's token and `{proposalToken}` a proposal's, which only their mails carry, `{cardToken}` a new
 * sandbox card token (each is spent once) and `{payeeId}` an agent with commission payable.
 */

/** The domains in the order their examples run: each may use what the ones before answered. */
const DOMAINS: ((examples: OpenApiExamples) => Operation[])[] = [
  hotels,
  flights,
  cars,
  activities,
  cruises,
  resorts,
  agency,
  booking,
  agencyBookings,
  wallet,
  commandCenter,
  commissions,
  agencyAgents,
  clients,
  agencyClients,
  agencyProducts,
  apiKeys,
  paymentSettings,
  theme,
  subscription,
  searches,
  support,
  payRequests,
  proposals,
  dealLinks,
  health,
];

const isoDay = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The examples' offers, taken from the sandbox inventory, the same on every machine. */
async function examples(today: Date): Promise<OpenApiExamples> {
  const day = (days: number) => isoDay(today, days);
  const { cities } = await geo();
  const paris = cities.places.find((p) => p.name === "Paris" && p.countryCode === "FR")!;
  const hotel = hotelsForCity(paris)[0]!;
  const trip = {
    trip: "round" as const,
    legs: [
      { from: ["LIS"], to: ["MAD"], date: day(30) },
      { from: ["MAD"], to: ["LIS"], date: day(37) },
    ],
    adults: 2,
    children: 0,
    infants: 0,
    cabin: "economy" as const,
  };
  const [itinerary] = await flightCandidates({ ...trip, seats: [] });
  const cdg = await placeById("airport-CDG");
  const cruise = { departFrom: day(60), departTo: day(90), adults: 2 };
  const [sailing] = await cruiseCandidates(cruiseQuery.parse(cruise));
  // Lisbon's.
  const lisbon = (await resortDestinations()).byId.get("d-1620619017")!;
  return {
    today,
    day,
    stay: {
      placeId: paris.id,
      checkIn: day(30),
      checkOut: day(32),
      rooms: [{ adults: 2, childAges: [] }],
      nationality: "FR",
    },
    hotelId: hotel.id,
    offerId: hotel.roomTypes.find((r) => r.maxOccupancy >= 2)!.id,
    trip,
    itineraryId: itinerary!.id,
    fareId: itinerary!.offers[0]!.offerId,
    rental: {
      locationId: cdg.id,
      pickUp: `${day(30)}T10:00`,
      dropOff: `${day(37)}T10:00`,
      driverAge: 30,
      residence: "FR",
    },
    carOfferId: carOffersAt(cdg)[0]!.id,
    cityId: paris.id,
    activityId: activitiesForCity(paris)[0]!.id,
    cruise,
    sailingId: sailing!.id,
    resort: {
      propertyId: propertiesForDestination(lisbon)[0]!.id,
      regionId: lisbon.id,
      checkIn: day(90),
      checkOut: day(93),
      units: "1",
      adults: "2",
    },
    contact: {
      firstName: "Ana",
      lastName: "Silva",
      email: "ana.silva@example.com",
      phone: "+33612345678",
      country: "FR",
    },
  };
}

const schemaOf = (s: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" });

/** The errors every call may answer, said once; an operation adds its own or narrows one. */
const SHARED_ERRORS: [string, string][] = [
  ["400", "Malformed input"],
  ["401", "Signed in required (a guest never gets it on checkout calls)"],
  ["402", "The card was refused"],
  ["404", "Not found, or not the caller's"],
  ["409", "Sold out, price changed, or a state that forbids the call"],
  ["410", "The hold expired"],
  ["422", "Idempotency-Key reused with another body, or an import's wrong lines"],
  ["502", "The supplier or the gateway failed; nothing was charged"],
];

function errors(own: Record<string, string> = {}) {
  const body = { "application/json": { schema: schemaOf(errorResponse, "output") } };
  return Object.fromEntries(
    [...SHARED_ERRORS, ...Object.entries(own)].map(([status, description]) => [
      status,
      { description, content: body },
    ]),
  );
}

function pathItem(op: Operation) {
  const parameters = [
    ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    })),
    ...(op.idempotent
      ? [{ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string" } }]
      : []),
    ...Object.entries(op.query?.shape ?? {}).map(([name]) => ({
      name,
      in: "query",
      required: false,
      schema: { type: "string" },
      ...(op.exampleQuery?.[name] ? { example: op.exampleQuery[name] } : {}),
    })),
  ];
  return {
    summary: op.summary,
    tags: op.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(op.signedIn || op.apiKeyScope
      ? {
          security: [
            ...(op.signedIn ? [{ session: [] }, { guest: [] }] : [{}]),
            ...(op.apiKeyScope ? [{ apiKey: [op.apiKeyScope] }] : []),
          ],
        }
      : {}),
    ...(op.request
      ? {
          requestBody: {
            required: true,
            content: {
              [op.requestType ?? "application/json"]: {
                schema: schemaOf(op.request, "input"),
                ...(op.example !== undefined ? { example: op.example } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        [[String(op.status), "OK"], ...Object.entries(op.alsoAnswers ?? {})].map(
          ([status, description]) => [
            status,
            {
              description,
              content: {
                [op.responseType ?? "application/json"]: {
                  schema: schemaOf(op.response, "output"),
                },
              },
            },
          ],
        ),
      ),
      ...errors(op.errors),
    },
  };
}

/**
 * The booking calls' schemas with the products the registry lists (the browser's contract names
 * the products its pages know): a quote request takes each product's own query, and what is
 * booked is each product's own offer snapshot.
 */
function registeredProducts(): Map<z.ZodType, z.ZodType> {
  const modules = productModules();
  const some = <T>(items: T[]) => items as [T, T, ...T[]];
  const product = z.enum(some(modules.map((m) => m.id)));
  const offer = z.union(some(modules.map((m) => m.offer)));
  const request = z.intersection(
    z.discriminatedUnion(
      "product",
      some(modules.map((m) => z.object({ product: z.literal(m.id), query: m.query }))),
    ),
    z.object({ offerId: z.string().min(1).max(200), currency: currencyCode }),
  );
  return new Map<z.ZodType, z.ZodType>([
    [quoteRequest, request],
    [quoteResponse, quoteResponse.extend({ offer })],
    [bookingView, bookingView.extend({ product, offer })],
    [
      bookingListResponse,
      bookingListResponse.extend({
        bookings: z.array(bookingSummary.extend({ product, offer })),
      }),
    ],
  ]);
}

export async function openApiDocument(today = new Date()) {
  const x = await examples(today);
  const registered = registeredProducts();
  const withProducts = <S extends z.ZodType | undefined>(schema: S): S =>
    ((schema && registered.get(schema)) ?? schema) as S;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const described of DOMAINS.flatMap((operations) => operations(x))) {
    const op: Operation = {
      ...described,
      request: withProducts(described.request),
      response: withProducts(described.response),
    };
    paths[op.path] ??= {};
    paths[op.path]![op.method] = pathItem(op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "White-label travel booking API",
      version: "1.0.0",
      description:
        "Quotes, payments, bookings and cancellations (DESIGN §9). Money is integer minor units " +
        "with its currency. The agency is chosen by the host. Examples run as they are against " +
        "the demo agency in the order given; {quoteId}, {token}, {reference}, {threadId}, " +
        "{payRequestId} and the like stand for what the calls before them answered, {payToken} " +
        "for the token of a pay link's mail, {cardToken} for a new sandbox card token and " +
        "{payeeId} for an agent with commission payable.",
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "x-access-token" },
        guest: { type: "apiKey", in: "cookie", name: "guest_checkout" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "An agency's API key (`wl_…`, Applications), on its own agency's host only. Scopes: " +
            "`bookings:read` (GET /api/agency/bookings and its export), `clients:read` (GET " +
            "/api/clients), `search` (POST /api/hotels|flights|cars|activities|cruise/search). A key " +
            "never sees net rates or markups; a revoked or unknown key is a 401, a call outside " +
            "its scopes a 403.",
        },
      },
    },
    paths,
  };
}
