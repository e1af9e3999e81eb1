import { describe, expect, it } from "vitest";
import { largestCityNear } from "./load";
import type { Place } from "./search-index";

const city = (population: number, latitude: number, longitude: number): Place => ({
  id: `c${population}`,
  kind: "city",
  name: "City",
  city: "City",
  region: null,
  countryCode: "XX",
  countryName: "Testland",
  latitude,
  longitude,
  iata: null,
  size: null,
  servedCity: null,
  population,
});

describe("largestCityNear", () => {
  it("takes the largest city within the radius, across grid cells", () => {
    const cities = [
      city(1_000, 38.72, -9.14),
      // About 33 km away and in another one-degree cell.
      city(5_000, 39.01, -9.1),
      // About 100 km away: too far.
      city(9_000, 39.62, -9.14),
    ];
    expect(largestCityNear(cities, [{ latitude: 38.78, longitude: -9.13 }])).toEqual([cities[1]]);
    expect(largestCityNear(cities, [{ latitude: 0, longitude: 0 }])).toEqual([null]);
  });

  it("widens the search in longitude near the poles", () => {
    // Three degrees of longitude at 80° north are about 58 km: three cells away, still served.
    const cities = [city(2_000, 80, 23)];
    expect(largestCityNear(cities, [{ latitude: 80, longitude: 20 }])).toEqual([cities[0]]);
  });
});
