import { carRentalCountriesResponse, countriesLanguageParams } from "@/lib/contract/autosuggest";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { carRentalCountries } from "@/lib/server/inventory/geo/autosuggest";

/** SPEC §7: countries with car rental locations, named in the language of the path. */
export const GET = apiRoute(carRentalCountriesResponse, async (ctx) => {
  const parsed = countriesLanguageParams.safeParse(ctx.params);
  if (!parsed.success) throw new ApiError("badRequest", parsed.error.issues[0]!.message);
  return { data: await carRentalCountries(parsed.data.language) };
});
