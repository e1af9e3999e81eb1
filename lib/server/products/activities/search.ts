import "server-only";
import {
  ACTIVITY_FREE_CANCEL_HOURS,
  ACTIVITY_TRAVELLER_TYPES,
  type ActivityDetailsResponse,
  type ActivityOfferQuery,
  type ActivityOfferSnapshot,
  type ActivitySearchRequest,
  type ActivitySearchResponse,
  type ActivitySummary,
} from "@/lib/contract/activities";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import type { AgencyRow } from "../../agency/agency";
import type { UserRow } from "../../auth/session";
import { agencyMarkup, agentView, type AgentView, shownRates } from "../../deals/deals";
import {
  activityTestLabel,
  TRAVELLER_BANDS,
  type Activity,
  type ActivityOptionItem,
} from "../../inventory/activities/generate";
import {
  activitiesIn,
  activityByCode,
  optionBaseRate,
  slotOfferId,
} from "../../inventory/activities/supplier";
import { ratesOn, sumRates, type Markup, type Rates } from "../../inventory/money";
import { SupplierError } from "../../inventory/supplier";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import { wallClockInstant } from "../../wall-clock";

/**
 * Activities' calls (SPEC §2.1 Activities): a city's activities, one activity's options with the
 * day's slots and places left, and a slot described for a quote. Prices are the supplier's with
 * the agency's activity markup; the wholesale rate and the markup reach unrestricted agents only.
 */

const HOUR_MS = 3_600_000;

/** Free until 24 hours before the start (the sandbox's rule); otherwise its whole price. */
function activityPolicy(activity: Activity, startsAt: Date, totalUsd: number): CancellationPolicy {
  const deadline = startsAt.getTime() - ACTIVITY_FREE_CANCEL_HOURS * HOUR_MS;
  return {
    refundable: activity.isFreeCancellation,
    freeUntil: activity.isFreeCancellation ? new Date(deadline).toISOString() : null,
    timeZone: activity.timeZone,
    penaltyMinor: totalUsd,
  };
}

function summary(activity: Activity, markup: Markup, wholesale: AgentView | null): ActivitySummary {
  const adult = Math.min(...activity.options.map((o) => o.prices.adult ?? Infinity));
  return {
    productCode: activity.id,
    title: activity.title,
    category: activity.category,
    cityName: activity.cityName,
    countryCode: activity.countryCode,
    image: activity.imageKey,
    durationMinutes: activity.durationMinutes,
    rating: activity.rating,
    reviewCount: activity.reviewCount,
    isFreeCancellation: activity.isFreeCancellation,
    priceFrom: shownRates(ratesOn(adult, activity, markup), wholesale),
    testBehaviour: activityTestLabel(activity.id),
  };
}

export async function searchActivities(
  agency: AgencyRow,
  viewer: UserRow | null,
  query: ActivitySearchRequest,
): Promise<ActivitySearchResponse> {
  if (query.from < new Date().toISOString().slice(0, 10)) {
    throw new SupplierError("invalid", "from: is in the past");
  }
  const [activities, markup] = await Promise.all([
    activitiesIn(query.cityId),
    agencyMarkup(agency.id, "activities"),
  ]);
  const wholesale = agentView(viewer, agency);
  return { activities: activities.map((a) => summary(a, markup, wholesale)) };
}

/** Each type the option admits, one traveller's price. */
function optionPrices(
  option: ActivityOptionItem,
  activity: Activity,
  markup: Markup,
  wholesale: AgentView | null,
) {
  return ACTIVITY_TRAVELLER_TYPES.flatMap((type) => {
    const price = option.prices[type];
    return price === undefined
      ? []
      : [{ type, rates: shownRates(ratesOn(price, activity, markup), wholesale) }];
  });
}

export async function activityDetails(
  agency: AgencyRow,
  viewer: UserRow | null,
  productCode: string,
  date: string,
): Promise<ActivityDetailsResponse> {
  const day = { productCode, date, travellers: { adults: 1, children: 0, seniors: 0 } };
  // The supplier's item is the activity itself, with what is left of each slot's places.
  const [activity, markup] = await Promise.all([
    supplierFor("activities").details(productCode, day),
    agencyMarkup(agency.id, "activities"),
  ]);
  const wholesale = agentView(viewer, agency);
  const left = new Map(activity.offers.map((o) => [o.offerId, o]));
  return {
    activity: {
      ...summary(activity, markup, wholesale),
      description: activity.description,
      inclusions: activity.inclusions,
      exclusions: activity.exclusions,
      meetingPoint: activity.meetingPoint,
      timeZone: activity.timeZone,
      images: [activity.imageKey],
    },
    date,
    travellerTypes: ACTIVITY_TRAVELLER_TYPES.map((type) => ({
      type,
      minAge: TRAVELLER_BANDS[type][0],
      maxAge: TRAVELLER_BANDS[type][1],
    })),
    options: activity.options.map((option) => {
      const adult = ratesOn(option.prices.adult ?? 0, activity, markup);
      return {
        optionId: option.id,
        name: option.name,
        description: option.description,
        namesRequired: option.namesRequired,
        questions: option.questions,
        prices: optionPrices(option, activity, markup, wholesale),
        slots: option.times.map((time) => {
          const offer = left.get(slotOfferId(option, time));
          return {
            time,
            offerId: slotOfferId(option, time),
            placesLeft: offer?.unitsLeft ?? 0,
            available: offer?.available ?? false,
          };
        }),
        // The policy of the first slot, for one adult: the deadline moves with the slot.
        policy: activityPolicy(
          activity,
          wallClockInstant(date, option.times[0]!, activity.timeZone),
          adult.totalRate,
        ),
      };
    }),
  };
}

/**
 * The option and time of a slot for the travellers: `notFound` for a slot the activity has not,
 * `invalid` for a party the option does not admit.
 */
function slotOf(activity: Activity, offerId: string, travellers: ActivityOfferQuery["travellers"]) {
  const [optionId, time] = offerId.split("@") as [string, string | undefined];
  const option = activity.options.find((o) => o.id === optionId);
  if (!option || !time || !option.times.includes(time)) {
    throw new SupplierError("notFound", `no offer ${offerId} for this activity`);
  }
  if (optionBaseRate(option, travellers) === null) {
    throw new SupplierError("invalid", `travellers: ${option.name} does not admit children`);
  }
  return { option, time };
}

/** A quote's slot refused before it is held: one the activity has not, or a party it does not admit. */
export async function checkActivityOffer(query: ActivityOfferQuery, offerId: string) {
  slotOf(await activityByCode(query.productCode), offerId, query.travellers);
}

/**
 * A slot for the travellers, for a quote, from the activity as the supplier answered its hold,
 * priced as the details page priced its types.
 */
export function describeActivityOffer(
  query: ActivityOfferQuery,
  offerId: string,
  activity: Activity,
  markup: Markup,
): { snapshot: ActivityOfferSnapshot; rates: Rates; units: number } {
  const { option, time } = slotOf(activity, offerId, query.travellers);
  const startsAt = wallClockInstant(query.date, time, activity.timeZone);
  const { adults, children, seniors } = query.travellers;
  // Each ticket priced as the details page priced its type (the agency's markup on each), so the
  // total is what the page added up.
  const count = { adult: adults, child: children, senior: seniors };
  const rates = sumRates(
    ACTIVITY_TRAVELLER_TYPES.flatMap((type) => {
      const price = option.prices[type];
      if (price === undefined) return [];
      const ticket = ratesOn(price, activity, markup);
      return Array.from({ length: count[type] }, () => ticket);
    }),
  );
  return {
    rates,
    units: adults + children + seniors,
    snapshot: {
      product: "activities",
      productCode: activity.id,
      title: activity.title,
      image: activity.imageKey,
      category: activity.category,
      optionId: option.id,
      optionName: option.name,
      date: query.date,
      time,
      startsAt: startsAt.toISOString(),
      timeZone: activity.timeZone,
      durationMinutes: activity.durationMinutes,
      meetingPoint: activity.meetingPoint,
      inclusions: activity.inclusions,
      travellers: { adults, children, seniors },
      prices: ACTIVITY_TRAVELLER_TYPES.flatMap((type) => {
        const price = option.prices[type];
        return price === undefined
          ? []
          : [{ type, unitUsd: ratesOn(price, activity, markup).totalRate }];
      }),
      travellerTypes: ACTIVITY_TRAVELLER_TYPES.map((type) => ({
        type,
        minAge: TRAVELLER_BANDS[type][0],
        maxAge: TRAVELLER_BANDS[type][1],
      })),
      namesRequired: option.namesRequired,
      questions: option.questions,
      policy: activityPolicy(activity, startsAt, rates.totalRate),
    },
  };
}
