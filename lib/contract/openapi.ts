import type * as z from "zod";
import type { ApiKeyScope } from "./api-keys";
import type { Contact } from "./booking";
import type { CarSearchQueryInput } from "./cars";
import type { CruiseQuery } from "./cruise";
import type { FlightQueryInput } from "./flights";
import type { HotelStayQuery } from "./hotels";

/**
 * How a domain describes its calls for the OpenAPI document: each `<domain>.openapi.ts` beside
 * its contract exports `operations(examples)`, and lib/server/openapi.ts assembles the document
 * from them (the shared errors, security schemes and info are said there once). These files are
 * imported by the assembler only, never by a page: the examples they need from the inventory are
 * handed in.
 */
export interface Operation {
  method: "get" | "post" | "patch" | "put" | "delete";
  path: string;
  summary: string;
  tags: string[];
  request?: z.ZodType;
  query?: z.ZodObject;
  response: z.ZodType;
  status: number;
  /** Other successful answers with the same body, and what each says. */
  alsoAnswers?: Record<string, string>;
  /** The request body's example (a function of the day's dates). */
  example?: unknown;
  /** Example query string. */
  exampleQuery?: Record<string, string>;
  idempotent?: boolean;
  signedIn?: boolean;
  /** An API key with this scope may make the call (`Authorization: Bearer wl_…`). */
  apiKeyScope?: ApiKeyScope;
  /** A body that is a CSV file rather than JSON (its schema is then the text). */
  requestType?: "text/csv";
  /** An answer that is a file rather than JSON (its schema is then the text or the bytes). */
  responseType?: "text/csv" | "application/pdf" | "text/calendar";
  /** Errors of this call beyond the shared ones, or what a shared status means for it. */
  errors?: Record<string, string>;
}

/**
 * What the examples are made of, the same on every machine for a given day: a Paris hotel stay,
 * a Lisbon ⇄ Madrid round trip, a rental at Paris-Charles de Gaulle, an activity of Paris and a
 * cruise.
 */
export interface OpenApiExamples {
  today: Date;
  /** The day `days` after today, YYYY-MM-DD. */
  day(days: number): string;
  /** Two adults in one room of a Paris hotel for two nights, a month ahead. */
  stay: HotelStayQuery;
  /** An ordinary hotel of Paris, and its cheapest room for two. */
  hotelId: string;
  offerId: string;
  /** A round trip for two adults, its first itinerary and that itinerary's cheapest fare. */
  trip: FlightQueryInput;
  itineraryId: string;
  fareId: string;
  /** A week's rental at an airport desk, and its first car. */
  rental: CarSearchQueryInput;
  carOfferId: string;
  /** Paris, and its first activity. */
  cityId: string;
  activityId: string;
  /** Two adults' cruise search over a month, two months ahead, and its first sailing. */
  cruise: CruiseQuery;
  sailingId: string;
  /**
   * A resort stay's availability query (as its query string's values): two adults in one unit
   * of a Lisbon property for three nights, three months ahead.
   */
  resort: Record<"propertyId" | "regionId" | "checkIn" | "checkOut" | "units" | "adults", string>;
  /** The lead contact of the example booking. */
  contact: Contact;
}
