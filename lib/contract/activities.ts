import * as z from "zod";
import { dealRates } from "./deals";
import { cancellationPolicy } from "./cancellation-policy";
import { ACTIVITY_QUESTIONS } from "./product-constants";

/**
 * Activities (SPEC §2.1 Activities): a city's activities for some dates, one activity's options
 * with their time slots and places left, and the offer a quote takes (an option at a time slot
 * for so many adults, children and seniors). Prices are USD cents with the agency's markup, as on
 * deal cards; `baseRate` and `markup` reach unrestricted agents only.
 */

/** A search covers at most this many days. */
export const MAX_ACTIVITY_SEARCH_DAYS = 31;
export const MAX_ACTIVITY_TRAVELLERS = 15;
/** An activity is cancelled free until this many hours before it starts (the sandbox's rule). */
export const ACTIVITY_FREE_CANCEL_HOURS = 24;

export const ACTIVITY_CATEGORIES = ["tour", "ticket", "food", "outdoor", "culture"] as const;
export type ActivityCategoryCode = (typeof ACTIVITY_CATEGORIES)[number];
export const ACTIVITY_SORTS = ["price", "-price", "rating", "duration"] as const;
export const ACTIVITY_TRAVELLER_TYPES = ["adult", "child", "senior"] as const;
export type ActivityTravellerType = (typeof ACTIVITY_TRAVELLER_TYPES)[number];
export { ACTIVITY_QUESTIONS, type ActivityQuestionId } from "./product-constants";

const DAY_MS = 86_400_000;
const productCode = z.string().min(1).max(120);

export const activitySearchRequest = z
  .object({
    /** A city id from the activities autosuggest. */
    cityId: z.string().min(1).max(100),
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
    if (days < 0)
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    else if (days >= MAX_ACTIVITY_SEARCH_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `a search covers at most ${MAX_ACTIVITY_SEARCH_DAYS} days`,
      });
    }
  });
export type ActivitySearchRequest = z.infer<typeof activitySearchRequest>;

export const activitySummary = z.strictObject({
  /** The product code in the activity's address. */
  productCode: z.string(),
  title: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  cityName: z.string(),
  countryCode: z.string(),
  /** Image key. */
  image: z.string(),
  durationMinutes: z.number().int().positive(),
  /** Out of 5, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int().nonnegative(),
  isFreeCancellation: z.boolean(),
  /** The cheapest option for one adult. */
  priceFrom: dealRates,
  /** A named sandbox test activity's behaviour ("Sold Out"…); null for ordinary ones. */
  testBehaviour: z.string().nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const activitySearchResponse = z.strictObject({
  activities: z.array(activitySummary),
});
export type ActivitySearchResponse = z.infer<typeof activitySearchResponse>;

export const activityDetailsRequest = z.object({
  productCode,
  date: z.iso.date(),
});

export const travellerBand = z.strictObject({
  type: z.enum(ACTIVITY_TRAVELLER_TYPES),
  minAge: z.number().int().nonnegative(),
  maxAge: z.number().int().positive(),
});

export const activityQuestion = z.strictObject({
  id: z.enum(ACTIVITY_QUESTIONS),
  required: z.boolean(),
});

export const activitySlot = z.strictObject({
  /** Local start time, "09:30". */
  time: z.string(),
  /** What a quote takes. */
  offerId: z.string(),
  placesLeft: z.number().int().nonnegative(),
  available: z.boolean(),
});

export const activityOption = z.strictObject({
  optionId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The names of every traveller are needed, not only the lead's. */
  namesRequired: z.boolean(),
  questions: z.array(activityQuestion),
  /** One traveller of each type the option admits, as the traveller pays. */
  prices: z.array(z.strictObject({ type: z.enum(ACTIVITY_TRAVELLER_TYPES), rates: dealRates })),
  /** The day's slots, each with its places left. */
  slots: z.array(activitySlot),
  policy: cancellationPolicy,
});
export type ActivityOption = z.infer<typeof activityOption>;

export const activityDetailsResponse = z.strictObject({
  activity: activitySummary.extend({
    description: z.string(),
    inclusions: z.array(z.string()),
    exclusions: z.array(z.string()),
    meetingPoint: z.strictObject({ name: z.string(), address: z.string() }),
    timeZone: z.string(),
    images: z.array(z.string()),
  }),
  date: z.iso.date(),
  travellerTypes: z.array(travellerBand),
  options: z.array(activityOption),
});
export type ActivityDetailsResponse = z.infer<typeof activityDetailsResponse>;

export const activityTravellerCounts = z
  .object({
    adults: z.number().int().min(0).max(MAX_ACTIVITY_TRAVELLERS),
    children: z.number().int().min(0).max(MAX_ACTIVITY_TRAVELLERS).default(0),
    seniors: z.number().int().min(0).max(MAX_ACTIVITY_TRAVELLERS).default(0),
  })
  .refine((c) => c.adults + c.seniors >= 1, {
    message: "at least one adult or senior",
    path: ["adults"],
  })
  .refine((c) => c.adults + c.children + c.seniors <= MAX_ACTIVITY_TRAVELLERS, {
    message: `at most ${MAX_ACTIVITY_TRAVELLERS} travellers`,
    path: ["adults"],
  });
export type ActivityTravellerCounts = z.infer<typeof activityTravellerCounts>;

/** What a quote takes: an option's slot (`offerId`) on a day for these travellers. */
export const activityOfferQuery = z.object({
  productCode,
  date: z.iso.date(),
  travellers: activityTravellerCounts,
});
export type ActivityOfferQuery = z.infer<typeof activityOfferQuery>;
export type ActivityOfferQueryInput = z.input<typeof activityOfferQuery>;

export const activityOfferSnapshot = z.strictObject({
  product: z.literal("activities"),
  productCode: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  optionId: z.string(),
  optionName: z.string(),
  date: z.iso.date(),
  time: z.string(),
  /** The start as an instant, and the activity's time zone to show it in. */
  startsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  durationMinutes: z.number().int().positive(),
  meetingPoint: activityDetailsResponse.shape.activity.shape.meetingPoint,
  inclusions: z.array(z.string()),
  travellers: z.strictObject({
    adults: z.number().int(),
    children: z.number().int(),
    seniors: z.number().int(),
  }),
  /** Each type's price for one, USD cents as the traveller pays it. */
  prices: z.array(
    z.strictObject({ type: z.enum(ACTIVITY_TRAVELLER_TYPES), unitUsd: z.number().int() }),
  ),
  travellerTypes: z.array(travellerBand),
  namesRequired: z.boolean(),
  questions: z.array(activityQuestion),
  policy: cancellationPolicy,
});
export type ActivityOfferSnapshot = z.infer<typeof activityOfferSnapshot>;

/** The travellers' and answers' rules, said in sentences the browser translates (`ActivityErrors`). */
export const ACTIVITY_ERRORS = {
  leadOnly: "name the lead traveller",
  everyTraveller: "name every traveller, in the order adults, children, seniors",
  travellerType: "each traveller's type must match the booking's counts",
  answerRequired: "this option needs an answer to this question",
  unknownQuestion: "this option does not ask this question",
} as const;
export type ActivityErrorKey = keyof typeof ACTIVITY_ERRORS;

/** Traveller types in the order travellers are named: adults, children, seniors. */
export function travellerTypesInOrder(c: {
  adults: number;
  children: number;
  seniors: number;
}): ActivityTravellerType[] {
  return [
    ...Array<ActivityTravellerType>(c.adults).fill("adult"),
    ...Array<ActivityTravellerType>(c.children).fill("child"),
    ...Array<ActivityTravellerType>(c.seniors).fill("senior"),
  ];
}
