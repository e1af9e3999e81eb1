import "server-only";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import { HOTEL_IMAGE_COUNT } from "@/lib/inventory-images/keys";
import { createRng } from "../random";
import { DISTRICTS, type Hotel, type Stars } from "./generate";

/**
 * What a hotel says of itself on its details page. Drawn on demand (`hotelProfile`), from a seed
 * of its own: searches never pay for it, and it cannot shift the hotel's other draws.
 */
export interface HotelProfile {
  checkInTime: string;
  checkOutTime: string;
  address: string;
  /** E.164-looking, with the country's calling code. */
  phone: string;
  description: string;
  amenities: string[];
  /** 3 to 6 image keys `hotel-<n>`, the first being `imageKey`. */
  imageKeys: string[];
}

// prettier-ignore
const STREETS = [
  "Market Street", "Station Road", "Park Avenue", "Church Street", "High Street", "River Road",
  "King Street", "Queen Street", "Harbour Road", "Garden Lane", "Main Street", "Victoria Street",
  "Mill Lane", "Castle Street", "Bridge Street", "Museum Street",
];
/** [amenity, from stars, chance]: a fixed vocabulary, in the order it is listed. */
// prettier-ignore
const AMENITIES: readonly (readonly [string, Stars, number])[] = [
  ["Free Wi-Fi", 1, 1], ["24-hour front desk", 2, 0.85], ["Air conditioning", 1, 0.7],
  ["Non-smoking rooms", 1, 0.9], ["Parking", 1, 0.5], ["Lift", 2, 0.7],
  ["Laundry service", 2, 0.5], ["Restaurant", 3, 0.85], ["Bar", 3, 0.75],
  ["Airport shuttle", 3, 0.3], ["Room service", 4, 0.9], ["Fitness centre", 4, 0.8],
  ["Family rooms", 2, 0.5], ["Concierge", 4, 0.8], ["Pool", 4, 0.5],
  ["Business centre", 4, 0.5], ["Spa", 5, 0.85],
];
const CLOSING: Record<Stars, string> = {
  1: "A simple, good-value base for exploring %s.",
  2: "Clean, practical rooms make it a good-value base for exploring %s.",
  3: "Comfortable rooms and friendly service make it a good base for exploring %s.",
  4: "Stylish rooms and attentive service suit leisure and business guests alike.",
  5: "Elegant rooms and personal service make for a memorable stay in %s.",
};

const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/** A calling code from libphonenumber's metadata; none for the few places it does not know. */
function callingCode(countryCode: string): string {
  return isSupportedCountry(countryCode) ? getCountryCallingCode(countryCode) : "";
}

type ProfileOf = Pick<
  Hotel,
  "id" | "name" | "stars" | "cityName" | "countryCode" | "countryName" | "imageKey"
> &
  Pick<Hotel, "distanceFromCentreMiles">;

/** A hotel's details page: the same for the same hotel on every machine. */
export function hotelProfile(hotel: ProfileOf): HotelProfile {
  const rng = createRng(`${hotel.id}/profile`);
  const checkInTime = rng.pick(["14:00", "15:00", "16:00"]);
  const checkOutTime = rng.pick(["10:00", "11:00", "12:00"]);
  const postcode = String(rng.int(10_000, 99_999));
  const street = `${rng.int(1, 240)} ${rng.pick(STREETS)}`;
  const address = `${street}, ${postcode}, ${hotel.cityName}, ${hotel.countryName}`;
  const code = callingCode(hotel.countryCode);
  // About 11 digits in all, as most E.164 numbers have; national numbers do not start with 0
  // or 1 (trunk and NANP prefixes).
  const digits = Math.max(7, 11 - code.length);
  const phone = `+${code}${rng.int(2 * 10 ** (digits - 1), 10 ** digits - 1)}`;

  const amenities = AMENITIES.filter(([, from, chance]) => {
    const roll = rng.next();
    return hotel.stars >= from && roll < chance;
  }).map(([name]) => name);

  // The district the name gives, if it gives one (the draw is made either way).
  const drawn = rng.pick(DISTRICTS);
  const district = DISTRICTS.find((d) => hotel.name.includes(d)) ?? drawn;
  // The grandest first: the vocabulary is listed from the basics up.
  const highlights = amenities
    .filter((a) => !["Free Wi-Fi", "Non-smoking rooms", "Lift"].includes(a))
    .reverse()
    .slice(0, 3);
  const description = [
    `${hotel.name} is a ${hotel.stars}-star hotel in the ${district} area of ${hotel.cityName}, ` +
      `${hotel.distanceFromCentreMiles.toFixed(1)} miles from the centre.`,
    highlights.length
      ? `Facilities include free Wi-Fi, ${listed(highlights.map((a) => a.toLowerCase()))}.`
      : "Free Wi-Fi is available throughout.",
    CLOSING[hotel.stars].replace("%s", hotel.cityName),
  ].join(" ");

  const others = Array.from({ length: HOTEL_IMAGE_COUNT }, (_, i) => `hotel-${i}`).filter(
    (key) => key !== hotel.imageKey,
  );
  const imageKeys = [hotel.imageKey, ...rng.shuffle(others).slice(0, rng.int(2, 5))];
  return { checkInTime, checkOutTime, address, phone, description, amenities, imageKeys };
}
