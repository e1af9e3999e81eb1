import { tokenize } from "./normalize";

export type PlaceKind = "city" | "airport";
export type AirportSize = "large" | "medium" | "small";

/** A city or an airport, compact and ready to serve. */
export interface Place {
  id: string;
  kind: PlaceKind;
  name: string;
  /** The city an airport serves (null when the data names none); a city's own name. */
  city: string | null;
  /** State, province or region, to tell apart places of the same name. */
  region: string | null;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  iata: string | null;
  size: AirportSize | null;
  /** For an airport, the largest city near it, in the city data's spelling. */
  servedCity: string | null;
  /** A city's own; for an airport, that of the largest city near it (the market it serves). */
  population: number;
}

const SIZE_RANK: Record<AirportSize, number> = { large: 3, medium: 2, small: 1 };

/** Larger ranks first: cities by population; airports by size, then by the market they serve. */
export function placeWeight(p: Place): number {
  // Populations stay below 1e10, so size always wins over population.
  return (p.size ? SIZE_RANK[p.size] * 1e10 : 0) + p.population;
}

/**
 * Places in rank order with a sorted array of their word tokens: a word prefix is a contiguous
 * range of that array, found by binary search, so a query touches only the places it matches.
 */
export interface PlaceIndex {
  /** In rank order (placeWeight, then name, then id); a place's position is its rank. */
  places: readonly Place[];
  tokens: readonly string[];
  /** postings[i] is the position of the place that tokens[i] belongs to. */
  postings: Int32Array;
  placeTokens: readonly (readonly string[])[];
  byIata: ReadonlyMap<string, number>;
}

// Code-unit order, not locale order: the same on every machine and every Node version.
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function comparePlaces(a: Place, b: Place): number {
  return placeWeight(b) - placeWeight(a) || compareText(a.name, b.name) || compareText(a.id, b.id);
}

/** The words a place is found by: its name, and for an airport the cities it serves too. */
function searchTokens(place: Place): string[] {
  const words = tokenize(place.name);
  if (place.kind === "airport") {
    if (place.city) words.push(...tokenize(place.city));
    if (place.servedCity) words.push(...tokenize(place.servedCity));
  }
  return [...new Set(words)];
}

export function buildIndex(input: readonly Place[]): PlaceIndex {
  const places = [...input].sort(comparePlaces);
  const placeTokens = places.map(searchTokens);
  const entries: { token: string; place: number }[] = [];
  placeTokens.forEach((words, place) => {
    for (const token of words) entries.push({ token, place });
  });
  entries.sort((a, b) => compareText(a.token, b.token) || a.place - b.place);

  const byIata = new Map<string, number>();
  places.forEach((p, i) => {
    const code = p.iata?.toLowerCase();
    if (code && !byIata.has(code)) byIata.set(code, i);
  });
  return {
    places,
    tokens: entries.map((e) => e.token),
    postings: Int32Array.from(entries, (e) => e.place),
    placeTokens,
    byIata,
  };
}

/** The first index whose token is not below `key`. */
function lowerBound(tokens: readonly string[], key: string): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of tokens that start with `prefix`. */
export function prefixRange(index: PlaceIndex, prefix: string): [number, number] {
  // Tokens hold letters and digits only, so U+FFFF sorts after every token with this prefix.
  return [lowerBound(index.tokens, prefix), lowerBound(index.tokens, `${prefix}\uffff`)];
}

/** Keeps the `limit` best (lowest) ranks seen, without duplicates, in order. */
function insertTop(top: number[], rank: number, limit: number): void {
  if (top.length === limit && rank >= top[limit - 1]!) return;
  let i = top.length;
  while (i > 0 && top[i - 1]! > rank) i--;
  if (top[i - 1] === rank) return;
  top.splice(i, 0, rank);
  if (top.length > limit) top.pop();
}

/**
 * Places whose words start with every word of the query, best ranked first; an airport whose IATA
 * code is the query comes before all of them.
 */
export function searchPlaces(index: PlaceIndex, query: string, limit = 10): Place[] {
  const words = [...new Set(tokenize(query))];
  if (!words.length || limit <= 0) return [];

  // Walk the narrowest word's range; check the other words on each candidate's own few tokens.
  const ranges = words.map((w) => prefixRange(index, w));
  let narrowest = 0;
  ranges.forEach(([lo, hi], i) => {
    const [blo, bhi] = ranges[narrowest]!;
    if (hi - lo < bhi - blo) narrowest = i;
  });
  const others = words.filter((_, i) => i !== narrowest);
  const [lo, hi] = ranges[narrowest]!;

  const top: number[] = [];
  for (let i = lo; i < hi; i++) {
    const rank = index.postings[i]!;
    if (top.length === limit && rank >= top[limit - 1]!) continue;
    const own = index.placeTokens[rank]!;
    if (others.every((w) => own.some((t) => t.startsWith(w)))) insertTop(top, rank, limit);
  }

  const iata = words.length === 1 ? index.byIata.get(words[0]!) : undefined;
  if (iata !== undefined) {
    const at = top.indexOf(iata);
    if (at >= 0) top.splice(at, 1);
    else if (top.length === limit) top.pop();
    top.unshift(iata);
  }
  return top.map((rank) => index.places[rank]!);
}
