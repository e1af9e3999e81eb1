import "server-only";
import tzLookup from "tz-lookup";
import type { ActivityQuestionId, ActivityTravellerType } from "@/lib/contract/activities";
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
  reviewCount: number;
  description: string;
  inclusions: string[];
  exclusions: string[];
  meetingPoint: { name: string; address: string };
  /** The city's time zone (IANA): start times and deadlines are local there. */
  timeZone: string;
  options: ActivityOptionItem[];
  /** A named test activity's one behaviour (DESIGN §9). */
  behaviour?: "soldOut" | "priceChange" | "failsAtBook" | "failsAtCancel";
}

/** One way to take part (group, private, with pick-up…), with its slots and prices. */
export interface ActivityOptionItem {
  /** `<activity id>-o<n>`. */
  id: string;
  name: string;
  description: string;
  namesRequired: boolean;
  questions: { id: ActivityQuestionId; required: boolean }[];
  /** Local start times, "09:30". */
  times: string[];
  /** Places of each slot: the allotment's capacity. */
  placesPerSlot: number;
  /** Wholesale USD cents for one traveller of each type admitted. */
  prices: Partial<Record<ActivityTravellerType, number>>;
}

/** Age bands of the traveller types (inclusive). */
export const TRAVELLER_BANDS: Record<ActivityTravellerType, [number, number]> = {
  child: [3, 11],
  adult: [12, 64],
  senior: [65, 120],
};

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

const TIMES = ["08:30", "09:00", "10:30", "12:00", "13:30", "15:00", "17:30", "19:00", "20:30"];

interface OptionKind {
  name: string;
  description: string;
  factor: number;
  namesRequired?: boolean;
  pickup?: boolean;
}

const OPTION_KINDS: Record<ActivityCategory, readonly OptionKind[]> = {
  tour: [
    {
      name: "Group tour",
      description: "Join a group of up to 20 with an English-speaking guide.",
      factor: 1,
    },
    {
      name: "Small group",
      description: "At most 8 travellers, more time with the guide.",
      factor: 1.4,
    },
    {
      name: "With hotel pick-up",
      description: "Collected from your hotel in the centre 30 minutes before the start.",
      factor: 1.3,
      pickup: true,
      namesRequired: true,
    },
  ],
  ticket: [
    { name: "Standard entry", description: "Entry at the time you choose.", factor: 1 },
    {
      name: "Entry with audio guide",
      description: "Entry with an audio guide in 10 languages.",
      factor: 1.25,
    },
  ],
  food: [
    {
      name: "Shared experience",
      description: "With other travellers at a shared table.",
      factor: 1,
    },
    {
      name: "Private experience",
      description: "Only your party, with your own host.",
      factor: 2.2,
      namesRequired: true,
    },
  ],
  outdoor: [
    { name: "Shared trip", description: "Meet the group at the meeting point.", factor: 1 },
    {
      name: "With hotel pick-up",
      description: "Collected from your hotel and brought back after.",
      factor: 1.35,
      pickup: true,
      namesRequired: true,
    },
  ],
  culture: [
    { name: "Standard seat", description: "A seat in the main hall.", factor: 1 },
    { name: "Premium seat", description: "A front seat with a welcome drink.", factor: 1.6 },
  ],
};

const INCLUSIONS: Record<ActivityCategory, { included: string[]; excluded: string[] }> = {
  tour: {
    included: ["Professional guide", "Walking route map"],
    excluded: ["Food and drinks", "Gratuities"],
  },
  ticket: {
    included: ["Entry ticket", "Skip-the-line access"],
    excluded: ["Guided tour", "Transport"],
  },
  food: {
    included: ["All tastings", "Local guide", "Drinks with the tastings"],
    excluded: ["Hotel pick-up", "Gratuities"],
  },
  outdoor: {
    included: ["Equipment", "Instructor or guide", "Insurance"],
    excluded: ["Lunch", "Personal expenses"],
  },
  culture: { included: ["Entry", "Programme notes"], excluded: ["Food and drinks", "Transport"] },
};

function optionsOf(
  id: string,
  template: Template,
  category: ActivityCategory,
  price: number,
  capacity: number,
  durationMinutes: number,
): ActivityOptionItem[] {
  const rng = createRng(`${id}:options`);
  const kinds = OPTION_KINDS[category].slice(0, rng.int(1, OPTION_KINDS[category].length));
  const adultsOnly = /Wine|Beer|Ghost|Balloon/.test(template.title);
  return kinds.map((kind, i) => {
    const times =
      durationMinutes >= 1440 ? ["09:00"] : rng.shuffle(TIMES).slice(0, rng.int(2, 4)).sort();
    const adult = Math.max(100, Math.round(price * kind.factor));
    return {
      id: `${id}-o${i + 1}`,
      name: kind.name,
      description: kind.description,
      namesRequired: kind.namesRequired ?? false,
      questions: [
        ...(kind.pickup ? [{ id: "pickupHotel" as const, required: true }] : []),
        ...(category === "food" ? [{ id: "dietary" as const, required: false }] : []),
      ],
      times,
      placesPerSlot: Math.max(2, Math.round(capacity / times.length)),
      prices: {
        adult,
        ...(adultsOnly ? {} : { child: Math.round(adult * rng.float(0.5, 0.7)) }),
        senior: Math.round(adult * rng.float(0.8, 0.9)),
      },
    };
  });
}

/** The sandbox activities of a city: the same list for the same city, on every machine. */
export function activitiesForCity(city: Place): Activity[] {
  const key = placeKey(city);
  const timeZone = tzLookup(city.latitude, city.longitude);
  const templates = createRng(`activities:${city.id}`)
    .shuffle(TEMPLATES)
    .slice(0, activityCount(city.population));
  const cost = costFactor(city);
  return templates.map((t, i) => {
    const id = `a-${key}-${i + 1}`;
    const rng = createRng(id);
    const durationMinutes = Math.round(rng.int(...t.minutes) / 15) * 15;
    const capacityPerDay = rng.int(...t.capacity);
    const priceMinor = Math.max(100, Math.round(t.price * cost * rng.float(0.85, 1.2)));
    const title = t.title.replace("{city}", city.name);
    return {
      id,
      cityId: city.id,
      cityName: city.name,
      countryCode: city.countryCode,
      title,
      category: t.category,
      // Rounded to a quarter of an hour, as tours are sold.
      durationMinutes,
      rating: rng.int(40, 50) / 10,
      isFreeCancellation: rng.chance(0.8),
      capacityPerDay,
      priceMinor,
      taxAndFeeBasisPoints: rng.int(10, 30) * 50,
      publishedUpliftBasisPoints: rng.int(20, 70) * 50,
      imageKey: `activity-${t.category}-${rng.int(0, ACTIVITY_IMAGES_PER_CATEGORY - 1)}`,
      reviewCount: rng.int(12, 2400),
      description: `${title}: one of the best-loved ways to see ${city.name}. Book a time, meet your host at the meeting point and enjoy.`,
      inclusions: INCLUSIONS[t.category].included,
      exclusions: INCLUSIONS[t.category].excluded,
      meetingPoint: {
        name: t.category === "ticket" ? "Main entrance" : `${city.name} central square`,
        address: `${rng.int(1, 120)} Central Square, ${city.name}`,
      },
      timeZone,
      options: optionsOf(id, t, t.category, priceMinor, capacityPerDay, durationMinutes),
    };
  });
}

export const TEST_ACTIVITY_KINDS: readonly {
  slug: string;
  label: string;
  behaviour?: Activity["behaviour"];
  places: number;
}[] = [
  { slug: "sold-out", label: "Sold Out", behaviour: "soldOut", places: 30 },
  { slug: "price-change", label: "Price Change", behaviour: "priceChange", places: 30 },
  { slug: "fails-at-book", label: "Fails at Booking", behaviour: "failsAtBook", places: 30 },
  {
    slug: "fails-at-cancel",
    label: "Fails at Cancellation",
    behaviour: "failsAtCancel",
    places: 30,
  },
  // Two places a slot, with no failure: what concurrent bookings race for.
  { slug: "last-places", label: "Last Places", places: 2 },
];
const TEST_ACTIVITY = /^a-[^-]+-test-([a-z-]+?)(-o\d+(@\d\d:\d\d)?)?$/;

function testKindOf(id: string) {
  const slug = TEST_ACTIVITY.exec(id)?.[1];
  return TEST_ACTIVITY_KINDS.find((k) => k.slug === slug);
}

/** The behaviour of a test activity's offer, from its id alone (the sandbox asks at book, cancel). */
export const activityTestBehaviour = (offerId: string) => testKindOf(offerId)?.behaviour;
/** The label of a test activity ("Sold Out"), null for an ordinary one. */
export const activityTestLabel = (id: string) => testKindOf(id)?.label ?? null;

/** The city's named test activities: a walking tour each, priced like an ordinary one there. */
export function testActivitiesForCity(city: Place): Activity[] {
  const key = placeKey(city);
  const timeZone = tzLookup(city.latitude, city.longitude);
  const price = Math.max(100, Math.round(2500 * costFactor(city)));
  return TEST_ACTIVITY_KINDS.map((kind) => {
    const id = `a-${key}-test-${kind.slug}`;
    return {
      id,
      cityId: city.id,
      cityName: city.name,
      countryCode: city.countryCode,
      title: `Sandbox Test Activity – ${kind.label}`,
      category: "tour",
      durationMinutes: 120,
      rating: 4.5,
      isFreeCancellation: true,
      capacityPerDay: kind.places,
      priceMinor: price,
      taxAndFeeBasisPoints: 1000,
      publishedUpliftBasisPoints: 2000,
      imageKey: "activity-tour-0",
      reviewCount: 10,
      description: `A sandbox test activity that always behaves one way: ${kind.label}.`,
      inclusions: INCLUSIONS.tour.included,
      exclusions: INCLUSIONS.tour.excluded,
      meetingPoint: {
        name: `${city.name} central square`,
        address: `1 Central Square, ${city.name}`,
      },
      timeZone,
      behaviour: kind.behaviour,
      options: [
        {
          id: `${id}-o1`,
          name: "Group tour",
          description: OPTION_KINDS.tour[0]!.description,
          namesRequired: false,
          questions: [],
          times: ["10:00"],
          placesPerSlot: kind.places,
          prices: { adult: price, child: Math.round(price / 2), senior: Math.round(price * 0.8) },
        },
      ],
    };
  });
}

/** `a-<city key>-<n>` or `a-<city key>-test-<slug>` → the city's id. */
export function cityIdOfActivity(productCode: string): string | null {
  const key = /^a-([^-]+)-/.exec(productCode)?.[1];
  return key ? `city-${key}` : null;
}
