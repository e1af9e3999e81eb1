import * as z from "zod";

/** SPEC §7 location autosuggest and lookup calls (hotels, flights, activities, car rental). */

const TEXT_RULE = "must be text of 1 to 100 characters";

/** What the traveller typed: 1 to 100 characters once trimmed. */
export const suggestText = z
  .string({ error: TEXT_RULE })
  .trim()
  .min(1, TEXT_RULE)
  .max(100, TEXT_RULE);

export const autosuggestRequest = z.object(
  {
    text: suggestText,
    // Sent by the client; suggestions do not depend on it.
    isManageLocation: z.boolean({ error: "must be true or false" }).optional(),
  },
  { error: "The body must be a JSON object with a text field" },
);
export type AutosuggestRequest = z.input<typeof autosuggestRequest>;

export const airportsQuery = z.object({ search: suggestText });

const LANGUAGE_RULE = "language must be a two-letter language code such as EN";

export const countriesLanguageParams = z.object({
  language: z
    .string({ error: LANGUAGE_RULE })
    .regex(/^[a-z]{2}$/i, LANGUAGE_RULE)
    .transform((code) => code.toLowerCase()),
});

const placeFields = {
  id: z.string(),
  name: z.string(),
  /** State, province or region, to tell apart places of the same name. */
  region: z.string().nullable(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
};

export const citySuggestion = z.object({
  ...placeFields,
  type: z.literal("city"),
  city: z.string(),
  population: z.number().int().nonnegative(),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;

export const airportSuggestion = z.object({
  ...placeFields,
  type: z.literal("airport"),
  /** The city the airport serves; null when the data names none. */
  city: z.string().nullable(),
  iata: z.string().length(3),
  size: z.enum(["large", "medium", "small"]),
});
export type AirportSuggestion = z.infer<typeof airportSuggestion>;

export const locationSuggestion = z.discriminatedUnion("type", [citySuggestion, airportSuggestion]);
export type LocationSuggestion = z.infer<typeof locationSuggestion>;

/** POST /api/v2/hotel/auto-suggest: cities first, then airports; allData is the same list. */
export const hotelAutosuggestResponse = z.object({
  data: z.object({ locationSuggestions: z.array(locationSuggestion) }),
  allData: z.array(locationSuggestion),
});

/** GET /api/flight/airports?search= */
export const airportsResponse = z.object({ data: z.array(airportSuggestion) });

/** POST /api/activities/destinations */
export const activityDestinationsResponse = z.object({
  data: z.array(citySuggestion),
  allData: z.array(citySuggestion),
});

/** POST /api/car-rental/auto-suggest: pickup locations, airports and city centres. */
export const carRentalAutosuggestResponse = z.object({
  data: z.object({ locations: z.array(locationSuggestion) }),
  allData: z.array(locationSuggestion),
});

export const rentalCountry = z.object({ code: z.string().length(2), name: z.string() });
export type RentalCountry = z.infer<typeof rentalCountry>;

/** GET /api/car-rental/findCountries/{language}: countries with car rental locations. */
export const carRentalCountriesResponse = z.object({ data: z.array(rentalCountry) });
