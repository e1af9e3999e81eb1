import type { Place } from "./geo/search-index";

/** Real places, copied from the geography data, for tests that should not load all of it. */

const city = (
  id: string,
  name: string,
  countryCode: string,
  latitude: number,
  longitude: number,
  population: number,
): Place => ({
  id: `city-${id}`,
  kind: "city",
  name,
  city: name,
  region: null,
  countryCode,
  countryName: countryCode,
  latitude,
  longitude,
  iata: null,
  size: null,
  servedCity: null,
  population,
});

const airport = (
  iata: string,
  name: string,
  size: Place["size"],
  countryCode: string,
  latitude: number,
  longitude: number,
  servedCity: string,
  population: number,
): Place => ({
  id: `airport-${iata}`,
  kind: "airport",
  name,
  city: servedCity,
  region: null,
  countryCode,
  countryName: countryCode,
  latitude,
  longitude,
  iata,
  size,
  servedCity,
  population,
});

export const LISBON = city("1620619017", "Lisbon", "PT", 38.7253, -9.15, 2_719_000);
export const NEW_YORK = city("1840034016", "New York", "US", 40.6943, -73.9249, 18_972_871);
export const MUMBAI = city("1356226629", "Mumbai", "IN", 19.0761, 72.8775, 24_973_000);
export const PONTA_DELGADA = city("1620456537", "Ponta Delgada", "PT", 37.74, -25.67, 68_809);
/** A made-up village, for the lower bounds. */
export const VILLAGE = city("0", "Aldeia", "PT", 38.5, -8.0, 800);

export const LIS = airport(
  "LIS",
  "Humberto Delgado Airport (Lisbon Portela Airport)",
  "large",
  "PT",
  38.7813,
  -9.13592,
  "Lisbon",
  2_719_000,
);
export const CAT = airport(
  "CAT",
  "Cascais Airport",
  "medium",
  "PT",
  38.724998,
  -9.35523,
  "Lisbon",
  2_719_000,
);
export const MAD = airport(
  "MAD",
  "Adolfo Suárez Madrid–Barajas Airport",
  "large",
  "ES",
  40.471926,
  -3.56264,
  "Madrid",
  6_211_000,
);
export const JFK = airport(
  "JFK",
  "John F Kennedy International Airport",
  "large",
  "US",
  40.639447,
  -73.779317,
  "New York",
  18_972_871,
);
export const BOM = airport(
  "BOM",
  "Chhatrapati Shivaji International Airport",
  "large",
  "IN",
  19.0886993408,
  72.8678970337,
  "Mumbai",
  24_973_000,
);
export const DEL = airport(
  "DEL",
  "Indira Gandhi International Airport",
  "large",
  "IN",
  28.55563,
  77.09519,
  "Delhi",
  32_226_000,
);
export const SIN = airport(
  "SIN",
  "Singapore Changi Airport",
  "large",
  "SG",
  1.35019,
  103.994003,
  "Singapore",
  5_983_000,
);
export const SYD = airport(
  "SYD",
  "Sydney Kingsford Smith International Airport",
  "large",
  "AU",
  -33.94609832763672,
  151.177001953125,
  "Sydney",
  4_840_600,
);
export const PDL = airport(
  "PDL",
  "João Paulo II Airport",
  "large",
  "PT",
  37.7411994934,
  -25.6979007721,
  "Ponta Delgada",
  68_809,
);
/** A made-up small airport near Lisbon. */
export const SMALL = airport("XQZ", "Aldeia Airfield", "small", "PT", 38.5, -8.0, "Aldeia", 800);
