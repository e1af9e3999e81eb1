import "server-only";
import { activityTicketNumber, digitsOf } from "../confirmations";
import {
  activityOfferQuery,
  type ActivityOfferQuery,
  type ActivityOfferQueryInput,
  type ActivityTravellerType,
} from "@/lib/contract/activities";
import { ratesOn, termsOf, timesMinor, type Markup, type Rates } from "../money";
import { placeById } from "../places";
import { sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import { SupplierError, type Clock, type Supplier } from "../supplier";
import {
  activitiesForCity,
  activityTestBehaviour,
  cityIdOfActivity,
  testActivitiesForCity,
  type Activity,
  type ActivityOptionItem,
} from "./generate";

/**
 * The sandbox activity supplier: one activity on one day, an offer for each of its options' time
 * slots (`<option id>@<time>`), each slot its own allotment item with its places; a booking takes
 * a place for every traveller, priced by their type (adult, child, senior).
 */

export const activityQuery = activityOfferQuery;
export type ActivityQuery = ActivityOfferQueryInput;

export interface ActivityItem extends Activity {
  offers: SandboxOffer[];
}
export type ActivityResult = Listed<ActivityItem>;

/** One price a person × participants, the activity's taxes on it, a markup (the deal cards). */
export function ticketRates(activity: Activity, participants: number, markup?: Markup): Rates {
  return ratesOn(timesMinor(activity.priceMinor, participants), activity, markup);
}

const COUNTS: readonly [ActivityTravellerType, "adults" | "children" | "seniors"][] = [
  ["adult", "adults"],
  ["child", "children"],
  ["senior", "seniors"],
];

/**
 * The option's wholesale price for the travellers, USD cents; null when it does not admit one of
 * them (children on an adults-only tasting).
 */
export function optionBaseRate(
  option: ActivityOptionItem,
  travellers: ActivityOfferQuery["travellers"],
): number | null {
  let total = 0;
  for (const [type, key] of COUNTS) {
    const count = travellers[key];
    if (!count) continue;
    const price = option.prices[type];
    if (price === undefined) return null;
    total += timesMinor(price, count);
  }
  return total;
}

export const slotOfferId = (option: ActivityOptionItem, time: string) => `${option.id}@${time}`;

/** A city's activities, the ordinary and the named test ones; `notFound` for another place. */
export async function activitiesIn(cityId: string): Promise<Activity[]> {
  const city = await placeById(cityId, ["city"]);
  return [...activitiesForCity(city), ...testActivitiesForCity(city)];
}

/** The activity of a product code; `notFound` for one no city has. */
export async function activityByCode(productCode: string): Promise<Activity> {
  const cityId = cityIdOfActivity(productCode);
  const activity = cityId
    ? (await activitiesIn(cityId).catch(() => [])).find((a) => a.id === productCode)
    : undefined;
  if (!activity) throw new SupplierError("notFound", `no activity ${productCode}`);
  return activity;
}

/** The activity with an offer for each slot of each option that admits the travellers. */
export async function activityCandidates(q: ActivityOfferQuery): Promise<ActivityItem[]> {
  const activity = await activityByCode(q.productCode);
  const terms = termsOf(activity);
  const offers = activity.options.flatMap((option) => {
    const base = optionBaseRate(option, q.travellers);
    if (base === null) return [];
    return option.times.map((time): SandboxOffer => ({
      offerId: slotOfferId(option, time),
      capacity: option.placesPerSlot,
      rates: ratesOn(base, terms),
      terms,
      behaviour: activity.behaviour,
    }));
  });
  return [{ ...activity, offers }];
}

export function sandboxActivitySupplier(clock?: Clock): Supplier<ActivityQuery, ActivityResult> {
  return sandboxSupplier(
    {
      product: "activities",
      query: activityQuery,
      days: (q) => [q.date],
      quantity: (q) => q.travellers.adults + q.travellers.children + q.travellers.seniors,
      candidates: activityCandidates,
      behaviourOf: activityTestBehaviour,
      confirmationOf: (reference) => `AC${digitsOf(reference, 8)}`,
      ticketOf: activityTicketNumber,
    },
    clock,
  );
}
