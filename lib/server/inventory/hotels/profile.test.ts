import { describe, expect, it } from "vitest";
import { LISBON, MUMBAI, NEW_YORK, PONTA_DELGADA, VILLAGE } from "../fixtures";
import { hotelsForCity } from "./generate";
import { hotelProfile } from "./profile";

const CITIES = [LISBON, NEW_YORK, MUMBAI, PONTA_DELGADA, VILLAGE];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe("hotelProfile", () => {
  const profiles = CITIES.flatMap(hotelsForCity).map((h) => ({
    hotel: h,
    profile: hotelProfile(h),
  }));

  // From a seed of its own: the hotel's other draws, and so its golden values, stay as they were.
  it("keeps its golden values", () => {
    const hotel = hotelsForCity(LISBON)[0]!;
    expect(hotelProfile(hotel)).toMatchInlineSnapshot(`
      {
        "address": "219 High Street, 68363, Lisbon, Portugal",
        "amenities": [
          "Free Wi-Fi",
          "24-hour front desk",
          "Air conditioning",
          "Non-smoking rooms",
          "Lift",
          "Restaurant",
          "Bar",
          "Family rooms",
        ],
        "checkInTime": "15:00",
        "checkOutTime": "12:00",
        "description": "Silverleaf Waterfront Suites is a 3-star hotel in the Waterfront area of Lisbon, 1.5 miles from the centre. Facilities include free Wi-Fi, family rooms, bar and restaurant. Comfortable rooms and friendly service make it a good base for exploring Lisbon.",
        "imageKeys": [
          "hotel-7",
          "hotel-4",
          "hotel-5",
          "hotel-9",
          "hotel-1",
          "hotel-2",
        ],
        "phone": "+35191795201",
      }
    `);
  });

  it("says where the hotel is and how to call it", () => {
    const codes: Record<string, string> = { PT: "+351", US: "+1", IN: "+91" };
    for (const { hotel: h, profile: p } of profiles) {
      expect(hotelProfile(h)).toEqual(p);
      expect(["14:00", "15:00", "16:00"]).toContain(p.checkInTime);
      expect(["10:00", "11:00", "12:00"]).toContain(p.checkOutTime);
      expect(p.address).toMatch(/^\d+ [A-Z][a-z]+ [A-Z][a-z]+, \d{5}, /);
      expect(p.address.endsWith(`, ${h.cityName}, ${h.countryName}`)).toBe(true);
      expect(p.phone).toMatch(/^\+[1-9]\d{9,11}$/);
      expect(p.phone.startsWith(codes[h.countryCode]!)).toBe(true);
      // No national number starts with a trunk prefix.
      expect(p.phone.slice(codes[h.countryCode]!.length)).toMatch(/^[2-9]/);
    }
  });

  it("describes the hotel from its stars and amenities, from a fixed vocabulary by stars", () => {
    for (const { hotel: h, profile: p } of profiles) {
      expect(p.description).toContain(`${h.name} is a ${h.stars}-star hotel`);
      expect(p.description).toContain(` of ${h.cityName}, `);
      expect(p.description.split(". ").length).toBeGreaterThanOrEqual(2);
      expect(p.amenities[0]).toBe("Free Wi-Fi");
      expect(new Set(p.amenities).size).toBe(p.amenities.length);
      if (h.stars < 5) expect(p.amenities).not.toContain("Spa");
      if (h.stars < 3) expect(p.amenities).not.toContain("Restaurant");
    }
    const count = (stars: number) =>
      mean(profiles.filter((p) => p.hotel.stars === stars).map((p) => p.profile.amenities.length));
    expect(count(5)).toBeGreaterThan(count(2) + 3);
  });

  it("has 3 to 6 distinct pictures, its hero image first", () => {
    const counts = new Set<number>();
    for (const { hotel: h, profile: p } of profiles) {
      expect(p.imageKeys[0]).toBe(h.imageKey);
      expect(new Set(p.imageKeys).size).toBe(p.imageKeys.length);
      expect(p.imageKeys.length).toBeGreaterThanOrEqual(3);
      expect(p.imageKeys.length).toBeLessThanOrEqual(6);
      for (const key of p.imageKeys) expect(key).toMatch(/^hotel-([0-9]|1[01])$/);
      counts.add(p.imageKeys.length);
    }
    expect(counts.size).toBe(4);
  });
});
