import "server-only";
import tzLookup from "tz-lookup";

import {
  CAR_EXTRA_MAX,
  CAR_EXTRAS,
  CAR_FREE_CANCEL_HOURS,
  type CarDesk,
  type CarDetailsResponse,
  type CarOffer as CarOfferView,
  type CarOfferQuery,
  type CarOfferSnapshot,
  type CarSearchResponse,
} from "@/lib/contract/cars";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import { rentalDays } from "@/lib/contract/stay";
import type { AgencyRow } from "../../agency/agency";
import type { UserRow } from "../../auth/session";
import { agencyMarkup, agentView, type AgentView, shownRates } from "../../deals/deals";
import { carTestLabel, pickUpInstructions, type CarOffer } from "../../inventory/cars/generate";
import { rentalParts, rentalRates, type CarResult } from "../../inventory/cars/supplier";
import type { Place } from "../../inventory/geo/search-index";
import { ratesOn, type Markup, type Rates } from "../../inventory/money";
import { placeById } from "../../inventory/places";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import { wallClockInstant } from "../../wall-clock";

/**
 * Car rentals' calls (SPEC §2.1 Cars): search, one car's details with its extras priced, and a car
 * described for a quote. Prices are the supplier's with the agency's car markup, exactly as the
 * search showed them; the wholesale rate and the markup reach unrestricted agents only (SPEC §6).
 */

const HOUR_MS = 3_600_000;

/** A desk wall-clock time ("2027-06-01T10:00") in its zone, as an instant. */
const deskInstant = (local: string, timeZone: string) =>
  wallClockInstant(local.slice(0, 10), local.slice(11, 16), timeZone);

const isOneWay = (q: CarOfferQuery) =>
  !!q.dropOffLocationId && q.dropOffLocationId !== q.locationId;

/** A part of the rental as the traveller pays it: the desk's taxes, and a percentage markup. */
function partShown(wholesale: number, offer: CarOffer, markup: Markup): number {
  return ratesOn(wholesale, offer, markup.kind === "percent" ? markup : undefined).totalRate;
}

/**
 * Free until 48 hours before the pick-up in the desk's time (the sandbox's rule); a car sold
 * without free cancellation keeps its whole price. The penalty is USD cents with the markup.
 */
function carPolicy(offer: CarOffer, pickUp: string, totalUsd: number): CancellationPolicy {
  const deadline = deskInstant(pickUp, offer.timeZone).getTime() - CAR_FREE_CANCEL_HOURS * HOUR_MS;
  return {
    refundable: offer.isFreeCancellation,
    freeUntil: offer.isFreeCancellation ? new Date(deadline).toISOString() : null,
    timeZone: offer.timeZone,
    penaltyMinor: totalUsd,
  };
}

function desk(place: Place, offer: CarOffer, same: boolean): CarDesk {
  const name = place.kind === "airport" ? `${place.name} (${place.iata})` : place.name;
  return {
    locationId: place.id,
    name,
    kind: place.kind,
    countryCode: place.countryCode,
    // The pick-up desk's own words; another desk is the supplier's office there.
    timeZone: same ? offer.timeZone : tzLookup(place.latitude, place.longitude),
    address: same ? offer.address : `${offer.supplier.name}, ${name}`,
  };
}

interface Priced {
  view: CarOfferView;
  rates: Rates;
}

function carView(
  car: CarResult,
  q: CarOfferQuery,
  places: { pickUp: Place; dropOff: Place },
  markup: Markup,
  wholesale: AgentView | null,
): Priced {
  const days = rentalDays(q.pickUp, q.dropOff);
  const oneWay = isOneWay(q);
  const rates = rentalRates(car, days, q.driverAge, markup, { extras: q.extras, oneWay });
  const parts = rentalParts(car, days, q.driverAge, { oneWay });
  const offer = car.offers[0]!;
  return {
    rates,
    view: {
      offerId: offer.offerId,
      supplier: { code: car.supplier.code, name: car.supplier.name, logo: car.supplier.logoKey },
      vehicleClass: car.vehicleClass,
      name: car.name,
      acriss: car.acriss,
      image: car.imageKey,
      passengers: car.passengerCapacity,
      bags: car.bagCapacity,
      doors: car.doors,
      transmission: car.transmission,
      airConditioning: car.airConditioning,
      mileage: { unlimited: car.kmPerDay === null, kmPerDay: car.kmPerDay },
      fuelPolicy: car.fuelPolicy,
      counter: car.counter,
      pickUp: desk(places.pickUp, car, true),
      dropOff: desk(places.dropOff, car, !oneWay),
      rentalDays: days,
      rates: shownRates(rates, wholesale),
      dailyRate: Math.round(rates.totalRate / days),
      youngDriverFee: parts.young ? partShown(parts.young, car, markup) : 0,
      oneWayFee: parts.oneWay ? partShown(parts.oneWay, car, markup) : 0,
      minDriverAge: car.minDriverAge,
      maxDriverAge: car.maxDriverAge,
      isFreeCancellation: car.isFreeCancellation,
      policy: carPolicy(car, q.pickUp, rates.totalRate),
      available: offer.available,
      unitsLeft: offer.unitsLeft,
      testBehaviour: carTestLabel(offer.offerId),
    },
  };
}

async function places(q: CarOfferQuery) {
  const pickUp = await placeById(q.locationId);
  const dropOff = isOneWay(q) ? await placeById(q.dropOffLocationId!) : pickUp;
  return { pickUp, dropOff };
}

export async function searchCars(
  agency: AgencyRow,
  viewer: UserRow | null,
  query: CarOfferQuery,
): Promise<CarSearchResponse> {
  const [results, markup, ends] = await Promise.all([
    supplierFor("cars").search(query),
    agencyMarkup(agency.id, "cars"),
    places(query),
  ]);
  const wholesale = agentView(viewer, agency);
  return {
    cars: results.map((car) => carView(car, query, ends, markup, wholesale).view),
    rentalDays: rentalDays(query.pickUp, query.dropOff),
  };
}

/** The car of an offer id (its own id), with what is left of it for the rental. */
async function carOf(query: CarOfferQuery, offerId: string): Promise<CarResult> {
  return supplierFor("cars").details(offerId, query);
}

const TO_BRING: CarDetailsResponse["toBring"] = ["licence", "creditCard", "passport", "voucher"];

function inclusions(car: CarOffer): CarDetailsResponse["included"] {
  return {
    insurance: ["collisionDamageWaiver", "theftProtection", "thirdPartyLiability"],
    excess: car.excess,
    mileage: { unlimited: car.kmPerDay === null, kmPerDay: car.kmPerDay },
  };
}

export async function carDetails(
  agency: AgencyRow,
  viewer: UserRow | null,
  query: CarOfferQuery,
  offerId: string,
): Promise<CarDetailsResponse> {
  const [car, markup, ends] = await Promise.all([
    carOf(query, offerId),
    agencyMarkup(agency.id, "cars"),
    places(query),
  ]);
  const { view } = carView(car, query, ends, markup, agentView(viewer, agency));
  return {
    car: view,
    extras: CAR_EXTRAS.map((code) => ({
      code,
      dailyRate: partShown(car.extrasDaily[code], car, markup),
      max: CAR_EXTRA_MAX[code],
    })),
    included: inclusions(car),
    pickUpInstructions: pickUpInstructions(car),
    toBring: TO_BRING,
  };
}

/**
 * A car with its extras for a quote, as the supplier answered its hold (`car`), priced as the
 * search and the details page showed it.
 */
export async function describeCarOffer(
  query: CarOfferQuery,
  car: CarResult,
  markup: Markup,
): Promise<{ snapshot: CarOfferSnapshot; rates: Rates; units: number }> {
  const ends = await places(query);
  const { view, rates } = carView(car, query, ends, markup, null);
  const days = view.rentalDays;
  const extras = rentalParts(car, days, query.driverAge, { extras: query.extras }).extras;
  return {
    rates,
    units: 1,
    snapshot: {
      product: "cars",
      offerId: view.offerId,
      supplierName: view.supplier.name,
      supplierLogo: view.supplier.logo,
      vehicleClass: view.vehicleClass,
      name: view.name,
      acriss: view.acriss,
      image: view.image,
      passengers: view.passengers,
      bags: view.bags,
      doors: view.doors,
      transmission: view.transmission,
      airConditioning: view.airConditioning,
      mileage: view.mileage,
      fuelPolicy: view.fuelPolicy,
      counter: view.counter,
      pickUp: { ...view.pickUp, at: query.pickUp },
      dropOff: { ...view.dropOff, at: query.dropOff },
      rentalDays: days,
      driverAge: query.driverAge,
      residence: query.residence,
      youngDriverFeeUsd: view.youngDriverFee,
      oneWayFeeUsd: view.oneWayFee,
      extras: extras.map((e) => ({
        code: e.code,
        quantity: e.quantity,
        totalUsd: partShown(e.wholesale, car, markup),
      })),
      included: inclusions(car),
      pickUpInstructions: pickUpInstructions(car),
      toBring: TO_BRING,
      minDriverAge: car.minDriverAge,
      maxDriverAge: car.maxDriverAge,
      policy: view.policy,
    },
  };
}
