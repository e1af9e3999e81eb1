import type {
  ActivityErrorKey,
  ActivityOption,
  ActivityQuestionId,
  ActivitySummary,
  ActivityTravellerType,
} from "@/lib/contract/activities";
import type { DealRates } from "@/lib/contract/deals";
import {
  CATEGORIES,
  DURATION_BANDS,
  type ActivitySort,
  type ActivityView,
  type DurationBand,
  type TravellerCounts,
} from "@/lib/booking/activity-search-params";

/**
 * The activities' decisions that need no React, kept apart so that they are unit-tested: the
 * results' filters and order (applied in the browser to the whole list), an option's total for
 * the travellers, a slot's state, and the checkout's travellers and answers. Only types come from
 * the contract: zod stays out of the pages' first load.
 */

// ---- results ----

const BANDS = Object.entries(DURATION_BANDS) as Array<
  [DurationBand, readonly [number, number | null]]
>;

export function durationBandOf(minutes: number): DurationBand {
  return BANDS.find(([, [, max]]) => max === null || minutes <= max)![0];
}

const priceOf = (a: ActivitySummary) => a.priceFrom.totalRate;

export function matchesActivityFilters(a: ActivitySummary, v: ActivityView): boolean {
  return (
    (v.categories.length === 0 || v.categories.includes(a.category)) &&
    (v.durations.length === 0 || v.durations.includes(durationBandOf(a.durationMinutes))) &&
    (v.minPrice === null || priceOf(a) >= v.minPrice) &&
    (v.maxPrice === null || priceOf(a) <= v.maxPrice) &&
    (!v.freeCancellation || a.isFreeCancellation)
  );
}

/**
 * The list in `sort` order: cheapest or dearest first, best rated first (the more reviewed
 * first among equals), shortest first. Ties go to the cheaper, then the title, then the code.
 */
export function sortActivities(list: readonly ActivitySummary[], sort: ActivitySort) {
  const key: Record<ActivitySort, (a: ActivitySummary, b: ActivitySummary) => number> = {
    price: (a, b) => priceOf(a) - priceOf(b),
    "-price": (a, b) => priceOf(b) - priceOf(a),
    rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
    duration: (a, b) => a.durationMinutes - b.durationMinutes,
  };
  return [...list].sort(
    (a, b) =>
      key[sort](a, b) ||
      priceOf(a) - priceOf(b) ||
      a.title.localeCompare(b.title) ||
      a.productCode.localeCompare(b.productCode),
  );
}

/** What the results show: the activities the filters keep, in the chosen order. */
export function applyActivityView(list: readonly ActivitySummary[], v: ActivityView) {
  return sortActivities(
    list.filter((a) => matchesActivityFilters(a, v)),
    v.sort,
  );
}

/** What the filters offer, from the whole answer: how many of each, and the price range. */
export function activityFacets(list: readonly ActivitySummary[]) {
  const prices = list.map(priceOf);
  return {
    categories: CATEGORIES.map((code) => ({
      code,
      count: list.filter((a) => a.category === code).length,
    })).filter((c) => c.count > 0),
    durations: BANDS.map(([band]) => ({
      band,
      count: list.filter((a) => durationBandOf(a.durationMinutes) === band).length,
    })).filter((d) => d.count > 0),
    price: list.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

// ---- an option for the travellers ----

/** The count of the travellers of each type. */
export const COUNT_OF: Record<ActivityTravellerType, keyof TravellerCounts> = {
  adult: "adults",
  child: "children",
  senior: "seniors",
};

export const participants = (c: TravellerCounts) => c.adults + c.children + c.seniors;

/** The types travelling that the option has no price for (it does not admit them). */
export function missingTypes(
  prices: ActivityOption["prices"],
  counts: TravellerCounts,
): ActivityTravellerType[] {
  return (Object.keys(COUNT_OF) as ActivityTravellerType[]).filter(
    (type) => counts[COUNT_OF[type]] > 0 && !prices.some((p) => p.type === type),
  );
}

/**
 * The option's price for all the travellers, each type's price times its count, every figure
 * added up (the wholesale and markup only when every priced type has them, as agents receive
 * them); the discount is the published total's. Null when the option does not admit a type that
 * travels.
 */
export function optionTotal(
  prices: ActivityOption["prices"],
  counts: TravellerCounts,
): DealRates | null {
  if (missingTypes(prices, counts).length) return null;
  const lines = prices
    .map((p) => ({ rates: p.rates, n: counts[COUNT_OF[p.type]] }))
    .filter((l) => l.n > 0);
  const sum = (field: "publishedRate" | "totalRate" | "taxAndFee" | "baseRate" | "markup") =>
    lines.every((l) => l.rates[field] !== undefined)
      ? lines.reduce((total, l) => total + l.rates[field]! * l.n, 0)
      : undefined;
  const totalRate = sum("totalRate")!;
  const publishedRate = sum("publishedRate")!;
  const baseRate = sum("baseRate");
  const markup = sum("markup");
  return {
    currency: "USD",
    discountPercentage:
      publishedRate > totalRate ? Math.round((1 - totalRate / publishedRate) * 100) : 0,
    publishedRate,
    totalRate,
    taxAndFee: sum("taxAndFee")!,
    ...(baseRate !== undefined && { baseRate }),
    ...(markup !== undefined && { markup }),
  };
}

export type SlotState = "open" | "full" | "tooFew";

/** A slot for so many travellers: open, sold out, or with fewer places than travellers. */
export function slotState(
  slot: { placesLeft: number; available: boolean },
  travellers: number,
): SlotState {
  if (!slot.available || slot.placesLeft <= 0) return "full";
  return slot.placesLeft < travellers ? "tooFew" : "open";
}

// ---- the checkout's travellers and answers ----

/** The contract's travellerTypesInOrder: adults, then children, then seniors. */
export function travellerTypesInOrder(c: TravellerCounts): ActivityTravellerType[] {
  return [
    ...Array<ActivityTravellerType>(c.adults).fill("adult"),
    ...Array<ActivityTravellerType>(c.children).fill("child"),
    ...Array<ActivityTravellerType>(c.seniors).fill("senior"),
  ];
}

/**
 * The travellers the checkout names, by type: every one in order when the option needs all the
 * names, else the lead alone (an adult, or a senior when no adult travels).
 */
export function namedTypes(c: TravellerCounts, namesRequired: boolean): ActivityTravellerType[] {
  if (namesRequired) return travellerTypesInOrder(c);
  return [c.adults > 0 ? "adult" : "senior"];
}

export interface NameValues {
  firstName: string;
  lastName: string;
}

/** The booking's travellers: the names typed, trimmed, each with its type. */
export function bookingTravellers(names: readonly NameValues[], types: ActivityTravellerType[]) {
  return types.map((type, i) => ({
    firstName: (names[i]?.firstName ?? "").trim(),
    lastName: (names[i]?.lastName ?? "").trim(),
    type,
  }));
}

export type Answers = Partial<Record<ActivityQuestionId, string>>;

/** The answers to send: the option's questions answered, trimmed. */
export function answersToSend(
  questions: ReadonlyArray<{ id: ActivityQuestionId }>,
  answers: Answers,
): Answers {
  const sent: Answers = {};
  for (const { id } of questions) {
    const text = answers[id]?.trim();
    if (text) sent[id] = text;
  }
  return sent;
}

export interface ActivityFieldErrors {
  names: Array<{ firstName?: ActivityErrorKey; lastName?: ActivityErrorKey }>;
  answers: Partial<Record<ActivityQuestionId, ActivityErrorKey>>;
}

/**
 * The checkout's own fields checked as the API checks them (ACTIVITY_ERRORS): a name for the lead
 * (or for each traveller when the option needs them all), and an answer to each required
 * question. Each error is the contract's key, which the page shows translated.
 */
export function checkActivityFields(options: {
  names: readonly NameValues[];
  count: number;
  namesRequired: boolean;
  questions: ReadonlyArray<{ id: ActivityQuestionId; required: boolean }>;
  answers: Answers;
}): ActivityFieldErrors | null {
  const missing: ActivityErrorKey = options.namesRequired ? "everyTraveller" : "leadOnly";
  const names = Array.from({ length: options.count }, (_, i) => {
    const name = options.names[i];
    return {
      ...(!name?.firstName.trim() && { firstName: missing }),
      ...(!name?.lastName.trim() && { lastName: missing }),
    };
  });
  const answers: ActivityFieldErrors["answers"] = {};
  for (const q of options.questions) {
    if (q.required && !options.answers[q.id]?.trim()) answers[q.id] = "answerRequired";
  }
  const failed = names.some((n) => n.firstName || n.lastName) || Object.keys(answers).length > 0;
  return failed ? { names, answers } : null;
}

/** What the checkout's own fields hold, kept per offer in the tab's sessionStorage. */
export interface ActivityDraft {
  names: NameValues[];
  answers: Answers;
}

export const EMPTY_DRAFT: ActivityDraft = { names: [], answers: {} };

const QUESTION_IDS: readonly ActivityQuestionId[] = ["pickupHotel", "dietary", "mobileNumber"];

/** A stored draft, read back; anything that is not one reads as empty. */
export function readActivityDraft(json: string | null): ActivityDraft {
  let value: unknown;
  try {
    value = JSON.parse(json ?? "null");
  } catch {
    return EMPTY_DRAFT;
  }
  if (!value || typeof value !== "object") return EMPTY_DRAFT;
  const { names, answers } = value as { names?: unknown; answers?: unknown };
  const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 300) : "");
  return {
    names: Array.isArray(names)
      ? names.slice(0, 40).map((n: { firstName?: unknown; lastName?: unknown } | null) => ({
          firstName: text(n?.firstName).slice(0, 60),
          lastName: text(n?.lastName).slice(0, 60),
        }))
      : [],
    answers: Object.fromEntries(
      QUESTION_IDS.flatMap((id) => {
        const answer = text((answers as Record<string, unknown> | null)?.[id]);
        return answer ? [[id, answer]] : [];
      }),
    ),
  };
}
