/**
 * The image keys the sandbox inventory hands out, kept in one plain module: the generators in
 * lib/server/inventory are server-only, yet the illustrations (served to the browser) must draw
 * exactly the keys they produce. Both sides import these lists, so neither can drift.
 *
 * - `hotel-<n>`, n below {@link HOTEL_IMAGE_COUNT};
 * - `activity-<category>-<n>`, n below {@link ACTIVITY_IMAGES_PER_CATEGORY};
 * - `car-<class>` and `car-supplier-<code>`.
 */

export const HOTEL_IMAGE_COUNT = 12;

export const ACTIVITY_CATEGORIES = ["tour", "ticket", "food", "outdoor", "culture"] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const ACTIVITY_IMAGES_PER_CATEGORY = 3;

/**
 * The car generator shuffles these with a seeded random generator, so the sandbox's offers
 * depend on the order as well as on the names.
 */
export const CAR_CLASSES = [
  "mini",
  "economy",
  "compact",
  "intermediate",
  "standard",
  "full-size",
  "compact-suv",
  "suv",
  "minivan",
  "premium",
  "convertible",
  "luxury",
] as const;
export type CarClass = (typeof CAR_CLASSES)[number];

/**
 * Fictional rental brands, as [code, name]: the logo spells out the name, so it is kept with
 * the code. As with the classes, the order feeds the car generator's seeded shuffles.
 */
export const CAR_SUPPLIER_BRANDS = [
  ["atlas", "Atlas Car Rental"],
  ["bluebird", "Bluebird Rent-a-Car"],
  ["continental", "Continental Drive"],
  ["easywheels", "EasyWheels"],
  ["globe", "Globe Rentals"],
  ["horizon", "Horizon Auto Hire"],
  ["kestrel", "Kestrel Car Hire"],
  ["metro", "Metro Rent"],
  ["nova", "Nova Car Rental"],
  ["pioneer", "Pioneer Autos"],
  ["summit", "Summit Car Hire"],
  ["swift", "Swift Rent"],
] as const satisfies readonly (readonly [code: string, name: string])[];

/** The sandbox's test-car supplier (named test cars, DESIGN §9): drawn like a brand, sold apart. */
export const TEST_CAR_SUPPLIER_BRAND = ["sandbox", "Sandbox Test Rentals"] as const;
