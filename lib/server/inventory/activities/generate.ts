import "server-only";
import { ACTIVITY_IMAGES_PER_CATEGORY, type ActivityCategory } from "@/lib/inventory-images/keys";
import { costFactor, placeKey } from "../cost";
import type { Place } from "../geo/search-index";
import { createRng } from "../random";

export const MIN_ACTIVITIES_PER_CITY = 2;
export const MAX_ACTIVITIES_PER_CITY = 20;

export interface Activity {
  /** `a-<city key>-<n>`, n from 1; also the product code in the activity's URL. */
  id: string;
  cityId: string;
  cityName: string;
  countryCode: string;
  title: string;
  category: ActivityCategory;
  durationMinutes: number;
  /** Review score out of 5, one decimal. */
  rating: number;
  isFreeCancellation: boolean;
  /** Places sold per day: the allotment's capacity. */
  capacityPerDay: number;
  /** Wholesale price per person, USD cents. */
  priceMinor: number;
  taxAndFeeBasisPoints: number;
  publishedUpliftBasisPoints: number;
  imageKey: string;
}

interface Template {
  title: string;
  category: ActivityCategory;
  /** Duration range in minutes. */
  minutes: [number, number];
  /** Price per person in a mid-sized US city, USD cents. */
  price: number;
  /** Places per day. */
  capacity: [number, number];
}

// `{city}` is replaced by the city's name; titles are unique, so a city never repeats one.
// prettier-ignore
const TEMPLATES: readonly Template[] = [
  { title: "{city} Old Town Walking Tour", category: "tour", minutes: [120, 180], price: 2500, capacity: [20, 60] },
  { title: "{city} Highlights Bike Tour", category: "tour", minutes: [150, 240], price: 4000, capacity: [10, 30] },
  { title: "Private {city} City Tour with a Local Guide", category: "tour", minutes: [180, 300], price: 9000, capacity: [4, 12] },
  { title: "{city} Hop-On Hop-Off Bus Pass", category: "tour", minutes: [1440, 1440], price: 3500, capacity: [100, 400] },
  { title: "{city} Evening Ghost Walk", category: "tour", minutes: [90, 120], price: 2200, capacity: [15, 40] },
  { title: "{city} Photography Walk", category: "tour", minutes: [120, 180], price: 4500, capacity: [6, 15] },
  { title: "Skip-the-Line Entry: {city} History Museum", category: "ticket", minutes: [90, 180], price: 1800, capacity: [150, 600] },
  { title: "{city} City Pass: 20 Attractions", category: "ticket", minutes: [1440, 4320], price: 7500, capacity: [100, 400] },
  { title: "{city} Botanical Garden Admission", category: "ticket", minutes: [60, 120], price: 1200, capacity: [150, 500] },
  { title: "{city} Observation Deck Ticket", category: "ticket", minutes: [60, 90], price: 2800, capacity: [200, 600] },
  { title: "{city} Aquarium Entry Ticket", category: "ticket", minutes: [120, 180], price: 2600, capacity: [200, 600] },
  { title: "{city} Street Food Tour", category: "food", minutes: [150, 210], price: 6500, capacity: [8, 16] },
  { title: "Traditional Cooking Class in {city}", category: "food", minutes: [180, 240], price: 8500, capacity: [6, 14] },
  { title: "{city} Wine and Cheese Tasting", category: "food", minutes: [90, 150], price: 6000, capacity: [8, 20] },
  { title: "{city} Market Breakfast Tour", category: "food", minutes: [120, 180], price: 5000, capacity: [8, 16] },
  { title: "Craft Beer Tasting in {city}", category: "food", minutes: [120, 150], price: 4500, capacity: [10, 20] },
  { title: "Sunset Boat Cruise from {city}", category: "outdoor", minutes: [90, 150], price: 5500, capacity: [30, 120] },
  { title: "Guided Hike near {city}", category: "outdoor", minutes: [240, 420], price: 6000, capacity: [8, 20] },
  { title: "Kayak Adventure near {city}", category: "outdoor", minutes: [150, 240], price: 7000, capacity: [8, 20] },
  { title: "Full-Day Countryside Trip from {city}", category: "outdoor", minutes: [480, 600], price: 11000, capacity: [15, 50] },
  { title: "Hot Air Balloon Ride near {city}", category: "outdoor", minutes: [180, 240], price: 22000, capacity: [8, 24] },
  { title: "{city} Art Gallery Tour", category: "culture", minutes: [90, 150], price: 3500, capacity: [10, 25] },
  { title: "Live Music Night in {city}", category: "culture", minutes: [120, 180], price: 4000, capacity: [40, 150] },
  { title: "Traditional Dance Show in {city}", category: "culture", minutes: [60, 120], price: 4500, capacity: [60, 200] },
];

/** 2 for a small town, about 12 for a city of a million, 20 at most. */
export function activityCount(population: number): number {
  const magnitude = Math.log10(Math.max(population, 1) / 10_000);
  const count = Math.round(MIN_ACTIVITIES_PER_CITY + 5 * magnitude);
  return Math.min(MAX_ACTIVITIES_PER_CITY, Math.max(MIN_ACTIVITIES_PER_CITY, count));
}

/** The sandbox activities of a city: the same list for the same city, on every machine. */
export function activitiesForCity(city: Place): Activity[] {
  const key = placeKey(city);
  const templates = createRng(`activities:${city.id}`)
    .shuffle(TEMPLATES)
    .slice(0, activityCount(city.population));
  const cost = costFactor(city);
  return templates.map((t, i) => {
    const id = `a-${key}-${i + 1}`;
    const rng = createRng(id);
    return {
      id,
      cityId: city.id,
      cityName: city.name,
      countryCode: city.countryCode,
      title: t.title.replace("{city}", city.name),
      category: t.category,
      // Rounded to a quarter of an hour, as tours are sold.
      durationMinutes: Math.round(rng.int(...t.minutes) / 15) * 15,
      rating: rng.int(40, 50) / 10,
      isFreeCancellation: rng.chance(0.8),
      capacityPerDay: rng.int(...t.capacity),
      priceMinor: Math.max(100, Math.round(t.price * cost * rng.float(0.85, 1.2))),
      taxAndFeeBasisPoints: rng.int(10, 30) * 50,
      publishedUpliftBasisPoints: rng.int(20, 70) * 50,
      imageKey: `activity-${t.category}-${rng.int(0, ACTIVITY_IMAGES_PER_CATEGORY - 1)}`,
    };
  });
}
