import type { OpenApiExamples, Operation } from "./openapi";
import {
  holdCheckQuery,
  holdCheckResponse,
  itineraryReleaseQuery,
  itineraryReleaseResponse,
  resortAvailabilityQuery,
  resortAvailabilityResponse,
  resortSearchQuery,
  resortSearchResponse,
} from "./resort";

/** Resorts answer only while the agency offers them: otherwise every call here is a 404. */
const NOT_OFFERED = "The agency does not offer resorts";

/**
 * The resort service's booking calls (SPEC §7; every answer carries the `x-correlation-id` the
 * client sent, or a new one). A held itinerary's reference number is a resort quote's id
 * (POST /api/checkout/quotes with `product: "resort"`), `{resortQuoteId}` in the examples.
 */
export const operations = ({ resort }: OpenApiExamples): Operation[] => [
  {
    method: "get",
    path: "/api/resort/v2/properties",
    summary:
      "The resort results for a stay: the properties of a destination (or of every destination of a country, sub-region or region) with a unit type left every night that sleeps the party, each from its cheapest, priced as its availability and its quote price it; cheapest first",
    tags: ["Resorts"],
    query: resortSearchQuery,
    response: resortSearchResponse,
    status: 200,
    exampleQuery: {
      regionId: resort.regionId,
      checkIn: resort.checkIn,
      checkOut: resort.checkOut,
      units: resort.units,
      adults: resort.adults,
    },
    errors: {
      "400": "Bad dates, or a party the units cannot take (an adult a unit, at most six a unit)",
      "404": `No such region; or: ${NOT_OFFERED}`,
    },
  },
  {
    method: "get",
    path: "/api/resort/v2/properties/availability",
    summary:
      "One property's unit types for a stay: each priced for the whole stay with the agency's markup as a quote charges it, with the units left every night; the property's deposit and cancellation terms",
    tags: ["Resorts"],
    query: resortAvailabilityQuery,
    response: resortAvailabilityResponse,
    status: 200,
    exampleQuery: resort,
    errors: {
      "400": "Bad dates, or a party the units cannot take (an adult a unit, at most six a unit)",
      "404": `No such property; or: ${NOT_OFFERED}`,
    },
  },
  {
    method: "get",
    path: "/api/resort/v2/properties/hold-check",
    summary:
      "A held itinerary of the caller: `held` until `expiresAt`, else `released`, `expired` or `booked`",
    tags: ["Resorts"],
    query: holdCheckQuery,
    response: holdCheckResponse,
    status: 200,
    signedIn: true,
    exampleQuery: { reference_number: "{resortQuoteId}" },
    errors: { "404": `Not the caller's itinerary; or: ${NOT_OFFERED}` },
  },
  {
    method: "put",
    path: "/api/resort/v2/itineraries",
    summary:
      "Gives a held itinerary back (the checkout abandoned), with an empty body; again, or on one already ended, changes nothing and answers the same",
    tags: ["Resorts"],
    query: itineraryReleaseQuery,
    response: itineraryReleaseResponse,
    status: 200,
    signedIn: true,
    exampleQuery: { reference_number: "{resortQuoteId}", status: "RELEASE" },
    errors: {
      "400": "A status other than RELEASE, or a body",
      "404": `Not the caller's itinerary; or: ${NOT_OFFERED}`,
      "500":
        "Internal Server Error: the supplier failed to release; the hold stays, to release again",
    },
  },
];
