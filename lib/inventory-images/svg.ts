import { activitySvg } from "./activities";
import { carSvg } from "./cars";
import { hotelSvg } from "./hotels";
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_IMAGES_PER_CATEGORY,
  CAR_CLASSES,
  CAR_SUPPLIER_BRANDS,
  HOTEL_IMAGE_COUNT,
  TEST_CAR_SUPPLIER_BRAND,
  type ActivityCategory,
  type CarClass,
} from "./keys";
import { supplierLogoSvg } from "./supplier-logos";

/**
 * Illustrations for the image keys the sandbox inventory gives deal cards (DESIGN: images are
 * generated or bundled, never hot-linked). Pure and deterministic: the same key always gives
 * the same self-contained SVG, with no external references, scripts or foreignObject.
 */

/** Every key {@link inventoryImageSvg} draws, in a stable order. */
export const INVENTORY_IMAGE_KEYS: readonly string[] = [
  ...Array.from({ length: HOTEL_IMAGE_COUNT }, (_, i) => `hotel-${i}`),
  ...ACTIVITY_CATEGORIES.flatMap((c) =>
    Array.from({ length: ACTIVITY_IMAGES_PER_CATEGORY }, (_, i) => `activity-${c}-${i}`),
  ),
  ...CAR_CLASSES.map((c) => `car-${c}`),
  ...[...CAR_SUPPLIER_BRANDS, TEST_CAR_SUPPLIER_BRAND].map(([code]) => `car-supplier-${code}`),
];

// The route passes keys straight from the URL: anything outside this set is answered with a
// 404 before any drawing code sees it, so the families below can trust their input.
const KEYS = new Set(INVENTORY_IMAGE_KEYS);

/** The SVG for an inventory image key, or null when the inventory never hands out the key. */
export function inventoryImageSvg(key: string): string | null {
  if (!KEYS.has(key)) return null;
  // Before the `car-` prefix: supplier keys start with it too.
  const supplier = [...CAR_SUPPLIER_BRANDS, TEST_CAR_SUPPLIER_BRAND].find(
    ([code]) => key === `car-supplier-${code}`,
  );
  if (supplier) return supplierLogoSvg(key, supplier[0], supplier[1]);
  if (key.startsWith("hotel-")) return hotelSvg(key, Number(key.slice("hotel-".length)));
  if (key.startsWith("car-")) return carSvg(key, key.slice("car-".length) as CarClass);
  const [, category, n] = /^activity-([a-z]+)-(\d+)$/.exec(key)!;
  return activitySvg(key, category as ActivityCategory, Number(n));
}
