import type { AirportSuggestion } from "@/lib/contract/autosuggest";

/** At most this many airports make a city's "all airports" (the contract's MAX_AIRPORTS_PER_END). */
const MAX_AIRPORTS_PER_END = 6;

export type AirportOption =
  | { kind: "city"; key: string; codes: string[]; city: string; countryName: string }
  | {
      kind: "airport";
      key: string;
      codes: [string];
      airport: AirportSuggestion;
      /** One of a city's airports listed under its "all airports". */
      grouped: boolean;
    };

/**
 * The airport field's options, in the API's order: before the first airport of a city that two
 * or more suggested airports share (same city and country), an "all airports" option whose value
 * is all their codes.
 */
export function airportOptions(suggestions: readonly AirportSuggestion[]): AirportOption[] {
  const cityKey = (a: AirportSuggestion) => (a.city ? `${a.city}|${a.countryCode}` : null);
  const byCity = new Map<string, AirportSuggestion[]>();
  for (const a of suggestions) {
    const key = cityKey(a);
    if (key) byCity.set(key, [...(byCity.get(key) ?? []), a]);
  }
  const options: AirportOption[] = [];
  const done = new Set<string>();
  for (const a of suggestions) {
    const key = cityKey(a);
    const group = key ? byCity.get(key)! : [];
    if (key && group.length > 1 && !done.has(key)) {
      done.add(key);
      options.push({
        kind: "city",
        key: `city:${key}`,
        codes: group.slice(0, MAX_AIRPORTS_PER_END).map((g) => g.iata),
        city: a.city!,
        countryName: a.countryName,
      });
    }
    options.push({
      kind: "airport",
      key: a.iata,
      codes: [a.iata],
      airport: a,
      grouped: group.length > 1,
    });
  }
  return options;
}
