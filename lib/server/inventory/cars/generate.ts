import "server-only";
import tzLookup from "tz-lookup";
import type { CarCounter, CarExtraCode, FuelPolicy } from "@/lib/contract/cars";
import {
  CAR_CLASSES,
  CAR_SUPPLIER_BRANDS,
  TEST_CAR_SUPPLIER_BRAND,
  type CarClass,
} from "@/lib/inventory-images/keys";
import { costFactor, placeKey } from "../cost";
import type { Place } from "../geo/search-index";
import { createRng } from "../random";

export type Transmission = "automatic" | "manual";
type Behaviour = "soldOut" | "priceChange" | "failsAtBook" | "failsAtCancel";

export interface CarSupplier {
  code: string;
  name: string;
  /** Key of the supplier's logo: `car-supplier-<code>`. */
  logoKey: string;
}

export interface CarOffer {
  /** `c-<location key>-<supplier code>-<class slug>`. */
  id: string;
  locationId: string;
  /** The airport's name and IATA code, or the city's name for a city-centre desk. */
  locationName: string;
  locationKind: "airport" | "city";
  supplier: CarSupplier;
  /** ACRISS-style code, e.g. CDMR: compact, 4/5 doors, manual, air conditioning. */
  acriss: string;
  vehicleClass: string;
  /** "Toyota Corolla or similar". */
  name: string;
  passengerCapacity: number;
  bagCapacity: number;
  doors: number;
  transmission: Transmission;
  minDriverAge: number;
  /** Wholesale rate per rental day, USD cents. */
  dailyBaseRate: number;
  /** Added per day for drivers under 25. */
  youngDriverDailyFee: number;
  taxAndFeeBasisPoints: number;
  publishedUpliftBasisPoints: number;
  isFreeCancellation: boolean;
  /** Cars of this class the desk can rent out each day: the allotment's capacity. */
  carsPerDay: number;
  /** Key of the vehicle picture: `car-<class slug>`. */
  imageKey: string;
  /** The oldest driver the supplier rents to. */
  maxDriverAge: number;
  airConditioning: boolean;
  /** Km a rental day included; null for unlimited mileage. */
  kmPerDay: number | null;
  fuelPolicy: FuelPolicy;
  counter: CarCounter;
  /** The desk's time zone (IANA): pick-up times and deadlines are the desk's wall-clock. */
  timeZone: string;
  address: string;
  /** Wholesale USD cents a rental day of one of each extra. */
  extrasDaily: Record<CarExtraCode, number>;
  /** Wholesale USD cents for returning the car at another desk. */
  oneWayFee: number;
  /** What the driver pays on damage or theft, USD cents. */
  excess: number;
  /** A named test car's one behaviour (DESIGN §9). */
  behaviour?: Behaviour;
}

/** No offer is made to a driver under this age. */
export const MIN_DRIVER_AGE = 21;
/** Drivers under this age pay the young-driver fee. */
export const YOUNG_DRIVER_AGE = 25;

// The brands are shared with the logos (lib/inventory-images/keys.ts), which draw the names.
export const CAR_SUPPLIERS: readonly CarSupplier[] = CAR_SUPPLIER_BRANDS.map(([code, name]) => ({
  code,
  name,
  logoKey: `car-supplier-${code}`,
}));

interface VehicleClass {
  slug: CarClass;
  name: string;
  /** ACRISS code with automatic transmission; the third letter becomes M for a manual. */
  acriss: string;
  models: readonly string[];
  passengers: number;
  bags: number;
  doors: number;
  /** Whether a manual gearbox is common for it outside automatic-first countries. */
  manualCommon: boolean;
  minAge: number;
  /** Daily wholesale rate in a mid-sized US city, USD cents. */
  dailyRate: number;
  /** Cars per desk and day. */
  fleet: [number, number];
}

// Keyed by class, so the compiler checks that every shared class (each has a picture) has its
// details here and that nothing else does. CLASSES keeps the shared order, which seeds the picks.
// prettier-ignore
const CLASS_DETAILS: Record<CarClass, Omit<VehicleClass, "slug">> = {
  mini: { name: "Mini", acriss: "MBAR", models: ["Fiat 500", "Kia Picanto", "Hyundai i10"], passengers: 4, bags: 1, doors: 3, manualCommon: true, minAge: 21, dailyRate: 2800, fleet: [4, 20] },
  economy: { name: "Economy", acriss: "EDAR", models: ["Toyota Yaris", "Volkswagen Polo", "Renault Clio", "Ford Fiesta"], passengers: 5, bags: 2, doors: 5, manualCommon: true, minAge: 21, dailyRate: 3300, fleet: [8, 30] },
  compact: { name: "Compact", acriss: "CDAR", models: ["Toyota Corolla", "Volkswagen Golf", "Ford Focus", "Hyundai i30"], passengers: 5, bags: 3, doors: 5, manualCommon: true, minAge: 21, dailyRate: 3900, fleet: [8, 30] },
  intermediate: { name: "Intermediate", acriss: "IDAR", models: ["Skoda Octavia", "Mazda 3", "Kia Cerato"], passengers: 5, bags: 3, doors: 4, manualCommon: true, minAge: 21, dailyRate: 4600, fleet: [5, 20] },
  standard: { name: "Standard", acriss: "SDAR", models: ["Volkswagen Passat", "Toyota Camry", "Honda Accord"], passengers: 5, bags: 4, doors: 4, manualCommon: false, minAge: 21, dailyRate: 5400, fleet: [4, 15] },
  "full-size": { name: "Full-size", acriss: "FDAR", models: ["Chevrolet Malibu", "Nissan Altima", "Hyundai Sonata"], passengers: 5, bags: 4, doors: 4, manualCommon: false, minAge: 21, dailyRate: 6000, fleet: [4, 15] },
  "compact-suv": { name: "Compact SUV", acriss: "CFAR", models: ["Nissan Qashqai", "Kia Sportage", "Hyundai Tucson"], passengers: 5, bags: 3, doors: 5, manualCommon: true, minAge: 21, dailyRate: 5600, fleet: [4, 18] },
  suv: { name: "SUV", acriss: "SFAR", models: ["Toyota RAV4", "Volkswagen Tiguan", "Ford Explorer"], passengers: 5, bags: 4, doors: 5, manualCommon: false, minAge: 21, dailyRate: 7200, fleet: [3, 12] },
  minivan: { name: "Minivan", acriss: "SVAR", models: ["Chrysler Pacifica", "Volkswagen Touran", "Toyota Sienna"], passengers: 7, bags: 4, doors: 5, manualCommon: false, minAge: 21, dailyRate: 8200, fleet: [2, 8] },
  premium: { name: "Premium", acriss: "PDAR", models: ["BMW 5 Series", "Audi A6", "Mercedes-Benz E-Class"], passengers: 5, bags: 4, doors: 4, manualCommon: false, minAge: 25, dailyRate: 9800, fleet: [2, 8] },
  convertible: { name: "Convertible", acriss: "STAR", models: ["Ford Mustang Convertible", "Mini Cooper Convertible"], passengers: 4, bags: 2, doors: 2, manualCommon: false, minAge: 25, dailyRate: 9000, fleet: [1, 5] },
  luxury: { name: "Luxury", acriss: "LDAR", models: ["Mercedes-Benz S-Class", "BMW 7 Series"], passengers: 5, bags: 4, doors: 4, manualCommon: false, minAge: 25, dailyRate: 15000, fleet: [1, 4] },
};
const CLASSES: readonly VehicleClass[] = CAR_CLASSES.map((slug) => ({
  slug,
  ...CLASS_DETAILS[slug],
}));

/** Where rental fleets are overwhelmingly automatic. */
const AUTOMATIC_COUNTRIES = new Set(["US", "CA", "AU", "NZ", "JP", "KR", "AE", "SA", "QA", "IL"]);

function supplierCount(location: Place): [number, number] {
  if (location.kind === "airport") {
    return location.size === "large" ? [5, 8] : location.size === "medium" ? [3, 6] : [2, 4];
  }
  return location.population >= 1_000_000 ? [2, 5] : [1, 3];
}

/** The rental offers at an airport or a city-centre desk, the same on every machine. */
export function carOffersAt(location: Place): CarOffer[] {
  const key = placeKey(location);
  const rng = createRng(`cars:${location.id}`);
  const suppliers = rng.shuffle(CAR_SUPPLIERS).slice(0, rng.int(...supplierCount(location)));
  // Car prices vary less between countries than room rates: the square root of the cost factor.
  const locationFactor = Math.sqrt(costFactor(location)) * (location.kind === "airport" ? 1.12 : 1);
  const automaticCountry = AUTOMATIC_COUNTRIES.has(location.countryCode);
  const locationName =
    location.kind === "airport" ? `${location.name} (${location.iata})` : location.name;

  return suppliers.flatMap((supplier) => {
    const srng = createRng(`cars:${location.id}:${supplier.code}`);
    const supplierFactor = srng.float(0.85, 1.25);
    const youngDriverDailyFee = srng.int(20, 50) * 50;
    const desk = deskTerms(location, srng);
    // Every desk rents economy or compact cars; a few of the other classes besides.
    const everyday = srng.pick(CLASSES.filter((c) => c.slug === "economy" || c.slug === "compact"));
    const rest = srng.shuffle(CLASSES.filter((c) => c !== everyday));
    const classes = [everyday, ...rest.slice(0, srng.int(3, 8))].sort(
      (a, b) => a.dailyRate - b.dailyRate,
    );
    return classes.map((c): CarOffer => {
      const manual = !automaticCountry && c.manualCommon && srng.chance(0.7);
      return {
        id: `c-${key}-${supplier.code}-${c.slug}`,
        locationId: location.id,
        locationName,
        locationKind: location.kind,
        supplier,
        acriss: manual ? `${c.acriss.slice(0, 2)}M${c.acriss.slice(3)}` : c.acriss,
        vehicleClass: c.name,
        name: `${srng.pick(c.models)} or similar`,
        passengerCapacity: c.passengers,
        bagCapacity: c.bags,
        doors: c.doors,
        transmission: manual ? "manual" : "automatic",
        minDriverAge: c.minAge,
        dailyBaseRate: Math.max(
          100,
          Math.round(c.dailyRate * locationFactor * supplierFactor * srng.float(0.92, 1.08)),
        ),
        youngDriverDailyFee,
        taxAndFeeBasisPoints: srng.int(20, 50) * 50,
        publishedUpliftBasisPoints: srng.int(20, 70) * 50,
        isFreeCancellation: srng.chance(0.75),
        carsPerDay: srng.int(...c.fleet),
        imageKey: `car-${c.slug}`,
        airConditioning: !c.acriss.endsWith("N"),
        excess: Math.round((c.dailyRate * 25) / 10_000) * 10_000,
        ...desk,
      };
    });
  });
}

/** What a supplier's desk at a place says alike of all its cars: counter, mileage, extras… */
function deskTerms(location: Place, rng: ReturnType<typeof createRng>) {
  const counter: CarCounter =
    location.kind === "city" ? "city" : rng.chance(0.6) ? "terminal" : "shuttle";
  return {
    maxDriverAge: rng.pick([75, 80, 99]),
    kmPerDay: rng.chance(0.7) ? null : rng.pick([200, 250, 300]),
    fuelPolicy: (rng.chance(0.8) ? "fullToFull" : "sameToSame") as FuelPolicy,
    counter,
    timeZone: tzLookup(location.latitude, location.longitude),
    address:
      counter === "terminal"
        ? `Arrivals hall, ${location.name}`
        : counter === "shuttle"
          ? `Rental car centre, ${location.name} (shuttle from arrivals)`
          : `${rng.int(1, 200)} Main Street, ${location.name}`,
    extrasDaily: {
      childSeat: rng.int(16, 24) * 50,
      additionalDriver: rng.int(18, 30) * 50,
      gps: rng.int(20, 30) * 50,
    },
    oneWayFee: rng.int(10, 30) * 500,
  };
}

/** How to find the car, as the supplier says it (English; the desks' own words). */
export function pickUpInstructions(offer: Pick<CarOffer, "counter" | "locationName">): string {
  switch (offer.counter) {
    case "terminal":
      return `Go to the rental desks in the arrivals hall of ${offer.locationName} and show this voucher, your driving licence and a credit card in the driver's name.`;
    case "shuttle":
      return `Leave ${offer.locationName} by the arrivals exit and take the free rental-car shuttle to the rental car centre; it runs every 15 minutes. Show this voucher at the counter.`;
    case "city":
      return `Come to the office in ${offer.locationName} during opening hours (07:00–21:00) with this voucher, your driving licence and a credit card in the driver's name.`;
  }
}

/** Test cars' supplier (DESIGN §9): named cars that always behave one way. */
export const TEST_CAR_SUPPLIER: CarSupplier = {
  code: TEST_CAR_SUPPLIER_BRAND[0],
  name: TEST_CAR_SUPPLIER_BRAND[1],
  logoKey: `car-supplier-${TEST_CAR_SUPPLIER_BRAND[0]}`,
};

export const TEST_CAR_KINDS: readonly {
  slug: string;
  label: string;
  behaviour?: Behaviour;
  cars: number;
}[] = [
  { slug: "sold-out", label: "Sold Out", behaviour: "soldOut", cars: 20 },
  { slug: "price-change", label: "Price Change", behaviour: "priceChange", cars: 20 },
  { slug: "fails-at-book", label: "Fails at Booking", behaviour: "failsAtBook", cars: 20 },
  { slug: "fails-at-cancel", label: "Fails at Cancellation", behaviour: "failsAtCancel", cars: 20 },
  // One car a day, with no failure: what concurrent bookings race for.
  { slug: "last-car", label: "Last Car", cars: 1 },
];
const TEST_CAR = /^c-[^-]+-sandbox-([a-z-]+)$/;

/** The behaviour of a test car's offer, from its id alone (the sandbox asks at book, cancel). */
export function carTestBehaviour(offerId: string): Behaviour | undefined {
  const slug = TEST_CAR.exec(offerId)?.[1];
  return TEST_CAR_KINDS.find((k) => k.slug === slug)?.behaviour;
}

/** The test label of a test car's offer ("Sold Out"), null for an ordinary car. */
export function carTestLabel(offerId: string): string | null {
  const slug = TEST_CAR.exec(offerId)?.[1];
  return TEST_CAR_KINDS.find((k) => k.slug === slug)?.label ?? null;
}

/**
 * The named test cars of a desk, economy cars of the test supplier: priced like the desk's
 * cheapest car so they sort among the others. The supplier lists them; the deals do not.
 */
export function testCarsAt(location: Place, ordinary: readonly CarOffer[]): CarOffer[] {
  const model = ordinary[0];
  if (!model) return [];
  const key = placeKey(location);
  const rng = createRng(`cars:${location.id}:sandbox`);
  const desk = deskTerms(location, rng);
  return TEST_CAR_KINDS.map((kind) => ({
    ...model,
    ...desk,
    id: `c-${key}-sandbox-${kind.slug}`,
    supplier: TEST_CAR_SUPPLIER,
    name: `Sandbox Test Car – ${kind.label}`,
    minDriverAge: MIN_DRIVER_AGE,
    maxDriverAge: 99,
    isFreeCancellation: true,
    carsPerDay: kind.cars,
    behaviour: kind.behaviour,
  }));
}
