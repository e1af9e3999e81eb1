import "server-only";
import { placeKey } from "../cost";
import { geo } from "../geo/geo";
import { normalizeText } from "../geo/normalize";
import { comparePlaces, type Place } from "../geo/search-index";
import tzLookup from "tz-lookup";

/**
 * The waters the sandbox cruise lines sail and their ports: a short curated list of real cruise
 * ports named by city and country, resolved to coordinates through the city data (never typed by
 * hand). A name shared by several cities of a country means its most populous one.
 */

export type WatersId =
  | "caribbean"
  | "mexican-riviera"
  | "alaska"
  | "mediterranean"
  | "northern-europe"
  | "australia-new-zealand"
  | "arabian-gulf";

export interface CruisePort {
  /** `port-<city key>`: the city data's id, so it stays the same from run to run. */
  id: string;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** The port's IANA time zone: the ship's times there, and the days a cancellation counts. */
  timeZone: string;
}

export interface CruiseWaters {
  id: WatersId;
  name: string;
  /** How likely a ship is to sail these waters from May to October, and from November to April. */
  summerWeight: number;
  winterWeight: number;
  /** The lengths its sailings come in. */
  nights: readonly number[];
  /** Price level against a Caribbean cruise (1.0). */
  priceLevel: number;
  /** Where sailings start and end. */
  homePorts: readonly CruisePort[];
  /** Where they call on the way. */
  calls: readonly CruisePort[];
}

type PortName = readonly [city: string, countryCode: string];

interface WatersSpec extends Omit<CruiseWaters, "homePorts" | "calls"> {
  homePorts: readonly PortName[];
  calls: readonly PortName[];
}

// prettier-ignore
const WATERS: readonly WatersSpec[] = [
  {
    id: "caribbean", name: "Caribbean & Bahamas",
    summerWeight: 4, winterWeight: 6, nights: [3, 4, 5, 7, 7, 7, 8, 10], priceLevel: 1,
    homePorts: [
      ["Miami", "US"], ["Fort Lauderdale", "US"], ["Cape Canaveral", "US"], ["Tampa", "US"],
      ["Galveston", "US"], ["New Orleans", "US"], ["San Juan", "PR"],
    ],
    calls: [
      ["Nassau", "BS"], ["Key West", "US"], ["Cozumel", "MX"], ["Progreso", "MX"],
      ["George Town", "KY"], ["Montego Bay", "JM"], ["Falmouth", "JM"], ["Ocho Rios", "JM"],
      ["Belize City", "BZ"], ["Roatán", "HN"], ["Puerto Plata", "DO"], ["La Romana", "DO"],
      ["Grand Turk", "TC"], ["Cap-Haïtien", "HT"], ["Charlotte Amalie", "VI"], ["Road Town", "VG"],
      ["Philipsburg", "SX"], ["Basseterre", "KN"], ["Saint John’s", "AG"], ["Roseau", "DM"],
      ["Castries", "LC"], ["Bridgetown", "BB"], ["Fort-de-France", "MQ"], ["Pointe-à-Pitre", "GP"],
      ["Kingstown", "VC"], ["Saint George’s", "GD"], ["Oranjestad", "AW"], ["Willemstad", "CW"],
      ["Kralendijk", "BQ"], ["Cartagena", "CO"], ["Colón", "PA"], ["Puerto Limón", "CR"],
    ],
  },
  {
    id: "mexican-riviera", name: "Mexican Riviera",
    summerWeight: 0, winterWeight: 1, nights: [3, 4, 5, 7, 7], priceLevel: 0.95,
    homePorts: [
      ["Long Beach", "US"], ["San Diego", "US"],
    ],
    calls: [
      ["Ensenada", "MX"], ["Cabo San Lucas", "MX"], ["La Paz", "MX"], ["Mazatlán", "MX"],
      ["Puerto Vallarta", "MX"], ["Manzanillo", "MX"],
    ],
  },
  {
    id: "alaska", name: "Alaska & Inside Passage",
    summerWeight: 2, winterWeight: 0, nights: [7, 7, 7], priceLevel: 1.35,
    homePorts: [
      ["Seattle", "US"], ["Vancouver", "CA"],
    ],
    calls: [
      ["Juneau", "US"], ["Sitka", "US"], ["Prince Rupert", "CA"], ["Victoria", "CA"],
      ["Nanaimo", "CA"],
    ],
  },
  {
    id: "mediterranean", name: "Mediterranean",
    summerWeight: 4, winterWeight: 1, nights: [7, 7, 7, 10, 12], priceLevel: 1.15,
    homePorts: [
      ["Barcelona", "ES"], ["Civitavecchia", "IT"], ["Genoa", "IT"], ["Marseille", "FR"],
      ["Piraeus", "GR"], ["Trieste", "IT"],
    ],
    calls: [
      ["Palma", "ES"], ["Valencia", "ES"], ["Málaga", "ES"], ["Alicante", "ES"], ["Ibiza", "ES"],
      ["Cartagena", "ES"], ["Gibraltar", "GI"], ["Cannes", "FR"], ["Nice", "FR"], ["Ajaccio", "FR"],
      ["Monaco", "MC"], ["La Spezia", "IT"], ["Livorno", "IT"], ["Naples", "IT"], ["Salerno", "IT"],
      ["Messina", "IT"], ["Palermo", "IT"], ["Cagliari", "IT"], ["Bari", "IT"], ["Valletta", "MT"],
      ["Dubrovnik", "HR"], ["Split", "HR"], ["Zadar", "HR"], ["Koper", "SI"], ["Kotor", "ME"],
      ["Kérkyra", "GR"], ["Argostóli", "GR"], ["Ermoúpoli", "GR"], ["Irákleio", "GR"],
      ["Chaniá", "GR"], ["Ródos", "GR"], ["Náfplio", "GR"], ["Kuşadası", "TR"], ["Bodrum", "TR"],
      ["Istanbul", "TR"],
    ],
  },
  {
    id: "northern-europe", name: "Northern Europe & Norwegian Fjords",
    summerWeight: 2, winterWeight: 0, nights: [7, 7, 10, 12, 14], priceLevel: 1.3,
    homePorts: [
      ["Southampton", "GB"], ["Copenhagen", "DK"], ["Amsterdam", "NL"], ["Kiel", "DE"],
      ["Hamburg", "DE"],
    ],
    calls: [
      ["Oslo", "NO"], ["Kristiansand", "NO"], ["Stavanger", "NO"], ["Bergen", "NO"],
      ["Ålesund", "NO"], ["Molde", "NO"], ["Trondheim", "NO"], ["Stockholm", "SE"], ["Visby", "SE"],
      ["Tallinn", "EE"], ["Helsinki", "FI"], ["Riga", "LV"], ["Klaipėda", "LT"], ["Gdynia", "PL"],
      ["Rostock", "DE"], ["Aarhus", "DK"], ["Bruges", "BE"], ["Le Havre", "FR"],
      ["Cherbourg", "FR"], ["Saint Helier", "JE"], ["Cobh", "IE"], ["Dublin", "IE"],
      ["Belfast", "GB"], ["Greenock", "GB"], ["Leith", "GB"], ["Kirkwall", "GB"], ["Lerwick", "GB"],
      ["Tórshavn", "FO"],
    ],
  },
  {
    id: "australia-new-zealand", name: "Australia, New Zealand & South Pacific",
    summerWeight: 0, winterWeight: 1, nights: [4, 7, 10, 12, 14], priceLevel: 1.2,
    homePorts: [
      ["Sydney", "AU"], ["Brisbane", "AU"], ["Auckland", "NZ"],
    ],
    calls: [
      ["Newcastle", "AU"], ["Melbourne", "AU"], ["Hobart", "AU"], ["Cairns", "AU"],
      ["Port Douglas", "AU"], ["Tauranga", "NZ"], ["Napier", "NZ"], ["Wellington", "NZ"],
      ["Dunedin", "NZ"], ["Nouméa", "NC"], ["Luganville", "VU"], ["Suva", "FJ"], ["Lautoka", "FJ"],
    ],
  },
  {
    id: "arabian-gulf", name: "Arabian Gulf",
    summerWeight: 0, winterWeight: 1, nights: [7, 7], priceLevel: 1,
    homePorts: [
      ["Dubai", "AE"], ["Doha", "QA"],
    ],
    calls: [
      ["Abu Dhabi", "AE"], ["Manama", "BH"], ["Muscat", "OM"], ["Doha", "QA"], ["Dubai", "AE"],
    ],
  },
];

const keyOf = (city: string, countryCode: string) => `${countryCode}|${normalizeText(city)}`;

/** The waters with their ports resolved in `cities`; a port missing from the data fails loudly. */
export function resolveWaters(cities: readonly Place[]): CruiseWaters[] {
  const best = new Map<string, Place>();
  for (const c of cities) {
    const key = keyOf(c.name, c.countryCode);
    const seen = best.get(key);
    if (!seen || comparePlaces(c, seen) < 0) best.set(key, c);
  }
  const port = ([city, countryCode]: PortName): CruisePort => {
    const place = best.get(keyOf(city, countryCode));
    if (!place) throw new Error(`The cruise port ${city}, ${countryCode} is not in the city data`);
    return {
      id: `port-${placeKey(place)}`,
      name: place.name,
      countryCode: place.countryCode,
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: tzLookup(place.latitude, place.longitude),
    };
  };
  return WATERS.map((w) => ({ ...w, homePorts: w.homePorts.map(port), calls: w.calls.map(port) }));
}

// One copy per process, shared by every route bundle, as the geography is (see geo.ts).
const globalKey = Symbol.for("travel.cruise-waters");
type GlobalWithWaters = typeof globalThis & { [globalKey]?: Promise<CruiseWaters[]> };

export function cruiseWaters(): Promise<CruiseWaters[]> {
  const g = globalThis as GlobalWithWaters;
  g[globalKey] ??= geo()
    .then(({ cities }) => resolveWaters(cities.places))
    .catch((error: unknown) => {
      delete g[globalKey];
      throw error;
    });
  return g[globalKey];
}
