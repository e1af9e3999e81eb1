import { describe, expect, it } from "vitest";
import { POST as activityDestinations } from "@/app/api/activities/destinations/route";
import { POST as carRentalSuggest } from "@/app/api/car-rental/auto-suggest/route";
import { GET as carRentalCountries } from "@/app/api/car-rental/findCountries/[language]/route";
import { GET as flightAirports } from "@/app/api/flight/airports/route";
import { POST as hotelSuggest } from "@/app/api/v2/hotel/auto-suggest/route";
import {
  activityDestinationsResponse,
  airportsResponse,
  carRentalAutosuggestResponse,
  carRentalCountriesResponse,
  hotelAutosuggestResponse,
  type LocationSuggestion,
} from "@/lib/contract/autosuggest";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

async function hotel(text: unknown, host = DEMO) {
  const res = await send(hotelSuggest, host, "/api/v2/hotel/auto-suggest", { body: { text } });
  expect(res.status).toBe(200);
  const body = hotelAutosuggestResponse.parse(res.body);
  expect(body.allData).toEqual(body.data.locationSuggestions);
  return body.data.locationSuggestions;
}

async function airports(search: string, host = DEMO) {
  const res = await call(
    flightAirports,
    host,
    `/api/flight/airports?search=${encodeURIComponent(search)}`,
  );
  expect(res.status).toBe(200);
  return airportsResponse.parse(res.body).data;
}

async function destinations(text: string, host = DEMO) {
  const res = await send(activityDestinations, host, "/api/activities/destinations", {
    body: { text, isManageLocation: false },
  });
  expect(res.status).toBe(200);
  const body = activityDestinationsResponse.parse(res.body);
  expect(body.allData).toEqual(body.data);
  return body.data;
}

async function carLocations(text: string, host = DEMO) {
  const res = await send(carRentalSuggest, host, "/api/car-rental/auto-suggest", {
    body: { text, isManageLocation: true },
  });
  expect(res.status).toBe(200);
  const body = carRentalAutosuggestResponse.parse(res.body);
  expect(body.allData).toEqual(body.data.locations);
  return body.data.locations;
}

async function countries(language: string, host = DEMO) {
  return send(carRentalCountries, host, `/api/car-rental/findCountries/${language}`, {
    method: "GET",
    params: { language },
  });
}

const label = (s: LocationSuggestion) =>
  s.type === "airport" ? `${s.iata} ${s.name}` : `${s.name}, ${s.countryName}`;

describe("POST /api/v2/hotel/auto-suggest", () => {
  it("suggests the city, then its airports", async () => {
    const found = await hotel("lisb");
    expect(found[0]).toMatchObject({
      type: "city",
      name: "Lisbon",
      city: "Lisbon",
      countryCode: "PT",
      countryName: "Portugal",
    });
    expect(found[0]!.latitude).toBeCloseTo(38.7, 0);
    expect(found[0]!.longitude).toBeCloseTo(-9.1, 0);
    expect(found.find((s) => s.type === "airport")).toMatchObject({ iata: "LIS", city: "Lisbon" });
    // Cities first, then airports.
    const types = found.map((s) => s.type);
    expect(types).toEqual([...types].sort((a, b) => (a === b ? 0 : a === "city" ? -1 : 1)));
  });

  it("matches a prefix of any word, across words", async () => {
    expect(label((await hotel("new y"))[0]!)).toBe("New York, United States");
    expect((await hotel("york")).map(label)).toContain("New York, United States");
    expect(label((await hotel("sao p"))[0]!)).toBe("São Paulo, Brazil");
  });

  it("ignores case, accents and surrounding spaces", async () => {
    const expected = await hotel("São Paulo");
    expect(expected.length).toBeGreaterThan(1);
    for (const text of ["sao paulo", "SÃO PAULO", "SAO PAULO", "  são paulo  "]) {
      expect(await hotel(text)).toEqual(expected);
    }
  });

  it("keeps room for airports when many cities match", async () => {
    const found = await hotel("san");
    expect(found).toHaveLength(10);
    expect(found.filter((s) => s.type === "airport")).toHaveLength(3);
  });

  it("finds nothing, not an error, for text with no letters", async () => {
    expect(await hotel("---")).toEqual([]);
    expect(await hotel("qzxqzx")).toEqual([]);
  });
});

describe("GET /api/flight/airports", () => {
  it("puts the airport whose IATA code is typed first", async () => {
    const jfk = (await airports("JFK"))[0]!;
    expect(jfk).toMatchObject({
      type: "airport",
      iata: "JFK",
      name: "John F Kennedy International Airport",
      city: "New York",
      countryCode: "US",
      size: "large",
    });
    expect((await airports("lis"))[0]!.iata).toBe("LIS");
    expect((await airports("jfk"))[0]!.iata).toBe("JFK");
  });

  it("finds airports by name and by city, larger airports first", async () => {
    expect((await airports("heathrow"))[0]!.iata).toBe("LHR");
    expect((await airports("lisbon"))[0]!.iata).toBe("LIS");
    const saoPaulo = await airports("sao paulo");
    expect(saoPaulo.slice(0, 2).map((a) => a.iata)).toEqual(["GRU", "CGH"]);
    expect(saoPaulo[0]!.size).toBe("large");
  });

  it("refuses a missing, empty or too long search with a 400", async () => {
    for (const path of [
      "/api/flight/airports",
      "/api/flight/airports?search=",
      "/api/flight/airports?search=%20%20",
      `/api/flight/airports?search=${"a".repeat(101)}`,
    ]) {
      const res = await call(flightAirports, DEMO, path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({
        message: "search: must be text of 1 to 100 characters",
        code: "badRequest",
      });
    }
    const longest = await call(
      flightAirports,
      DEMO,
      `/api/flight/airports?search=${"a".repeat(100)}`,
    );
    expect(longest.status).toBe(200);
  });
});

describe("POST /api/activities/destinations", () => {
  it("suggests cities only, the largest first", async () => {
    const found = await destinations("lisb");
    expect(found[0]).toMatchObject({ type: "city", name: "Lisbon", countryCode: "PT" });
    expect(found.every((s) => s.type === "city")).toBe(true);
    const populations = (await destinations("por")).map((s) => s.population);
    expect(populations).toHaveLength(10);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });
});

describe("POST /api/car-rental/auto-suggest", () => {
  it("suggests airports, then city centres", async () => {
    const found = await carLocations("lis");
    expect(found[0]).toMatchObject({ type: "airport", iata: "LIS" });
    expect(found.map(label)).toContain("Lisbon, Portugal");
    const types = found.map((s) => s.type);
    expect(types).toEqual([...types].sort((a, b) => (a === b ? 0 : a === "airport" ? -1 : 1)));
    expect(types).toContain("city");
  });
});

describe("GET /api/car-rental/findCountries/{language}", () => {
  it("lists the countries with rental locations, sorted by name", async () => {
    const res = await countries("EN");
    expect(res.status).toBe(200);
    const { data } = carRentalCountriesResponse.parse(res.body);
    expect(data.length).toBeGreaterThan(150);
    expect(data).toContainEqual({ code: "PT", name: "Portugal" });
    expect(data).toContainEqual({ code: "US", name: "United States" });
    // Antarctica has no airport with scheduled service.
    expect(data.map((c) => c.code)).not.toContain("AQ");
    const names = data.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect((await countries("en")).body).toEqual(res.body);
  });

  it("names countries in the language of the path where it can", async () => {
    const { data } = carRentalCountriesResponse.parse((await countries("pt")).body);
    expect(data).toContainEqual({ code: "DE", name: "Alemanha" });
    // No Danish names in the data: English ones.
    expect((await countries("da")).body).toEqual((await countries("EN")).body);
  });

  it("refuses a language that is not two letters with a 400", async () => {
    for (const language of ["ENG", "E", "e1", "ée"]) {
      const res = await countries(language);
      expect(res.status, language).toBe(400);
      expect(res.body).toEqual({
        message: "language must be a two-letter language code such as EN",
        code: "badRequest",
      });
    }
  });
});

const POSTS = [
  ["/api/v2/hotel/auto-suggest", hotelSuggest],
  ["/api/activities/destinations", activityDestinations],
  ["/api/car-rental/auto-suggest", carRentalSuggest],
] as const;

describe("bad autosuggest payloads", () => {
  const TEXT_RULE = "text: must be text of 1 to 100 characters";
  const cases: [string, unknown, string][] = [
    ["not JSON", "{text:", "The request body must be JSON"],
    ["not an object", ["lisbon"], "The body must be a JSON object with a text field"],
    ["null", "null", "The body must be a JSON object with a text field"],
    ["no text", {}, TEXT_RULE],
    ["empty text", { text: "" }, TEXT_RULE],
    ["blank text", { text: "   " }, TEXT_RULE],
    ["too long", { text: "a".repeat(101) }, TEXT_RULE],
    ["not a string", { text: 5 }, TEXT_RULE],
    [
      "a bad flag",
      { text: "lisbon", isManageLocation: "yes" },
      "isManageLocation: must be true or false",
    ],
  ];

  for (const [path, handler] of POSTS) {
    it.each(cases)(`${path}: %s → 400`, async (_, body, message) => {
      const res = await send(handler, DEMO, path, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: "badRequest" });
    });
  }
});

describe("the same answers for every agency", () => {
  it("gives identical results on two agencies' hosts and on repeated calls", async () => {
    for (const text of ["lisb", "new y", "s", "JFK"]) {
      const first = await hotel(text, DEMO);
      expect(await hotel(text, VIAJES)).toEqual(first);
      expect(await hotel(text, DEMO)).toEqual(first);
      expect(await carLocations(text, VIAJES)).toEqual(await carLocations(text, DEMO));
      expect(await destinations(text, VIAJES)).toEqual(await destinations(text, DEMO));
    }
    expect(await airports("lon", VIAJES)).toEqual(await airports("lon", DEMO));
    expect((await countries("EN", VIAJES)).body).toEqual((await countries("EN", DEMO)).body);
  });

  it("answers 404 'Agency not found!' for an unknown host", async () => {
    const host = "nowhere.localhost:3000";
    const responses = [
      ...(await Promise.all(
        POSTS.map(([path, handler]) => send(handler, host, path, { body: { text: "lisb" } })),
      )),
      await call(flightAirports, host, "/api/flight/airports?search=lis"),
      await countries("EN", host),
    ];
    for (const res of responses) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Agency not found!", code: "agencyNotFound" });
    }
  });
});
