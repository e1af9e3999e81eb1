import * as z from "zod";

/** SPEC §3 currency/country entry. */
export const countryEntry = z.object({
  name: z.string(),
  code: z.string().length(2),
  currency: z.string().length(3),
  currencyName: z.string(),
  emoji: z.string(),
  unicode: z.string(),
  image: z.string(),
  symbol: z.string(),
});
export type CountryEntry = z.infer<typeof countryEntry>;

export const countriesResponse = z.object({ data: z.array(countryEntry) });
export type CountriesResponse = z.infer<typeof countriesResponse>;

export const dialCodesResponse = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      code: z.string().length(2),
      dialCode: z.string(),
      emoji: z.string(),
    }),
  ),
});

export const currenciesResponse = z.object({
  data: z.array(
    z.object({
      currency: z.string().length(3),
      name: z.string(),
      symbol: z.string(),
      countries: z.array(z.string()),
    }),
  ),
});

export const exchangeResponse = z.object({
  base: z.literal("USD"),
  /** Units of each currency per one US dollar. */
  rates: z.record(z.string(), z.number().positive()),
  source: z.string(),
  asOf: z.iso.date(),
});
export type ExchangeResponse = z.infer<typeof exchangeResponse>;

/** GET /api/geo/country: the visitor's two-letter country code, or null when unknown. */
export const visitorCountryResponse = z.object({ country: z.string().length(2).nullable() });
export type VisitorCountryResponse = z.infer<typeof visitorCountryResponse>;
