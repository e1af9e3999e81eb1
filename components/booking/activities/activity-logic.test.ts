import { describe, expect, it } from "vitest";
import { DEFAULT_ACTIVITY_VIEW, type ActivityView } from "@/lib/booking/activity-search-params";
import {
  ACTIVITY_ERRORS,
  activityTravellerCounts,
  travellerTypesInOrder as contractOrder,
  type ActivityOption,
  type ActivitySummary,
} from "@/lib/contract/activities";
import type { DealRates } from "@/lib/contract/deals";
import {
  activityFacets,
  answersToSend,
  applyActivityView,
  bookingTravellers,
  checkActivityFields,
  durationBandOf,
  missingTypes,
  namedTypes,
  optionTotal,
  readActivityDraft,
  slotState,
  sortActivities,
  travellerTypesInOrder,
} from "./activity-logic";
import { describeErrorMessages } from "../error-messages-suite";

const rates = (totalRate: number, extra: Partial<DealRates> = {}): DealRates => ({
  currency: "USD",
  discountPercentage: 0,
  publishedRate: totalRate,
  totalRate,
  taxAndFee: Math.round(totalRate / 10),
  ...extra,
});

const activity = (code: string, over: Partial<ActivitySummary> = {}): ActivitySummary => ({
  productCode: code,
  title: `Activity ${code}`,
  category: "tour",
  cityName: "Lisbon",
  countryCode: "PT",
  image: "activity-tour-0",
  durationMinutes: 120,
  rating: 4.5,
  reviewCount: 100,
  isFreeCancellation: true,
  priceFrom: rates(5000),
  testBehaviour: null,
  ...over,
});

const list = [
  activity("a", { priceFrom: rates(3000), rating: 4.2, durationMinutes: 60, category: "food" }),
  activity("b", { priceFrom: rates(9000), rating: 4.8, durationMinutes: 240 }),
  activity("c", {
    priceFrom: rates(5000),
    rating: 4.8,
    reviewCount: 300,
    durationMinutes: 1440,
    isFreeCancellation: false,
    category: "outdoor",
  }),
  activity("d", { priceFrom: rates(5000), rating: 4.0, durationMinutes: 300 }),
];
const codes = (shown: ActivitySummary[]) => shown.map((a) => a.productCode);

describe("the results' order", () => {
  it("sorts by price either way, by rating and by duration", () => {
    expect(codes(sortActivities(list, "price"))).toEqual(["a", "c", "d", "b"]);
    expect(codes(sortActivities(list, "-price"))).toEqual(["b", "c", "d", "a"]);
    // Equal ratings: the more reviewed first.
    expect(codes(sortActivities(list, "rating"))).toEqual(["c", "b", "a", "d"]);
    expect(codes(sortActivities(list, "duration"))).toEqual(["a", "b", "d", "c"]);
  });

  it("breaks ties by price, then title, and leaves the list as it was", () => {
    const copy = [...list];
    sortActivities(list, "-price");
    expect(list).toEqual(copy);
    const tied = [activity("y", { title: "B" }), activity("x", { title: "A" })];
    expect(codes(sortActivities(tied, "duration"))).toEqual(["x", "y"]);
  });
});

describe("the results' filters", () => {
  const view = (v: Partial<ActivityView>): ActivityView => ({ ...DEFAULT_ACTIVITY_VIEW, ...v });

  it("puts durations in bands", () => {
    expect([30, 60, 61, 240, 241, 1439, 1440, 4320].map(durationBandOf)).toEqual([
      "upTo1h",
      "upTo1h",
      "1to4h",
      "1to4h",
      "4hTo1d",
      "4hTo1d",
      "1dPlus",
      "1dPlus",
    ]);
  });

  it("keeps what every filter allows", () => {
    expect(codes(applyActivityView(list, view({ categories: ["tour"] })))).toEqual(["d", "b"]);
    expect(codes(applyActivityView(list, view({ categories: ["food", "outdoor"] })))).toEqual([
      "a",
      "c",
    ]);
    expect(codes(applyActivityView(list, view({ durations: ["1to4h", "1dPlus"] })))).toEqual([
      "c",
      "b",
    ]);
    expect(codes(applyActivityView(list, view({ minPrice: 5000, maxPrice: 5000 })))).toEqual([
      "c",
      "d",
    ]);
    expect(codes(applyActivityView(list, view({ freeCancellation: true })))).toEqual([
      "a",
      "d",
      "b",
    ]);
    expect(
      codes(
        applyActivityView(
          list,
          view({ categories: ["tour"], maxPrice: 6000, freeCancellation: true, sort: "-price" }),
        ),
      ),
    ).toEqual(["d"]);
  });

  it("offers the categories, bands and price range of the whole list", () => {
    expect(activityFacets(list)).toEqual({
      categories: [
        { code: "tour", count: 2 },
        { code: "food", count: 1 },
        { code: "outdoor", count: 1 },
      ],
      durations: [
        { band: "upTo1h", count: 1 },
        { band: "1to4h", count: 1 },
        { band: "4hTo1d", count: 1 },
        { band: "1dPlus", count: 1 },
      ],
      price: { min: 3000, max: 9000 },
    });
    expect(activityFacets([]).price).toBeNull();
  });
});

describe("an option for the travellers", () => {
  const prices: ActivityOption["prices"] = [
    { type: "adult", rates: rates(4000, { publishedRate: 5000, taxAndFee: 400 }) },
    { type: "child", rates: rates(2000, { publishedRate: 2500, taxAndFee: 200 }) },
    { type: "senior", rates: rates(3000, { publishedRate: 3000, taxAndFee: 300 }) },
  ];

  it("adds up each type's price times its count", () => {
    expect(optionTotal(prices, { adults: 2, children: 1, seniors: 1 })).toEqual({
      currency: "USD",
      discountPercentage: 16,
      publishedRate: 2 * 5000 + 2500 + 3000,
      totalRate: 2 * 4000 + 2000 + 3000,
      taxAndFee: 2 * 400 + 200 + 300,
    });
  });

  it("adds up the wholesale and markup only when every type travelling has them", () => {
    const agent: ActivityOption["prices"] = [
      { type: "adult", rates: rates(4000, { baseRate: 3000, markup: 1000 }) },
      { type: "child", rates: rates(2000) },
    ];
    expect(optionTotal(agent, { adults: 2, children: 0, seniors: 0 })).toMatchObject({
      baseRate: 6000,
      markup: 2000,
    });
    const mixed = optionTotal(agent, { adults: 1, children: 1, seniors: 0 })!;
    expect(mixed.baseRate).toBeUndefined();
    expect(mixed.markup).toBeUndefined();
  });

  it("has no total when a type travelling is not admitted", () => {
    const adultsOnly = prices.filter((p) => p.type === "adult");
    const counts = { adults: 1, children: 2, seniors: 0 };
    expect(missingTypes(adultsOnly, counts)).toEqual(["child"]);
    expect(optionTotal(adultsOnly, counts)).toBeNull();
    expect(missingTypes(adultsOnly, { adults: 3, children: 0, seniors: 0 })).toEqual([]);
  });

  it("tells open slots from full ones and ones with too few places", () => {
    expect(slotState({ placesLeft: 5, available: true }, 5)).toBe("open");
    expect(slotState({ placesLeft: 4, available: true }, 5)).toBe("tooFew");
    expect(slotState({ placesLeft: 0, available: true }, 1)).toBe("full");
    expect(slotState({ placesLeft: 9, available: false }, 1)).toBe("full");
  });
});

describe("the checkout's travellers", () => {
  it("orders types as the contract does", () => {
    for (const c of [
      { adults: 2, children: 1, seniors: 1 },
      { adults: 0, children: 2, seniors: 1 },
    ]) {
      expect(travellerTypesInOrder(c)).toEqual(contractOrder(activityTravellerCounts.parse(c)));
    }
  });

  it("names everyone when the option needs it, else the lead", () => {
    const counts = { adults: 1, children: 1, seniors: 1 };
    expect(namedTypes(counts, true)).toEqual(["adult", "child", "senior"]);
    expect(namedTypes(counts, false)).toEqual(["adult"]);
    expect(namedTypes({ adults: 0, children: 1, seniors: 2 }, false)).toEqual(["senior"]);
  });

  it("sends the names trimmed, each with its type", () => {
    expect(
      bookingTravellers(
        [
          { firstName: " Ana ", lastName: "Silva " },
          { firstName: "Rui", lastName: "Silva" },
        ],
        ["adult", "child"],
      ),
    ).toEqual([
      { firstName: "Ana", lastName: "Silva", type: "adult" },
      { firstName: "Rui", lastName: "Silva", type: "child" },
    ]);
  });

  it("sends only the option's questions that were answered, trimmed", () => {
    expect(
      answersToSend([{ id: "pickupHotel" }, { id: "dietary" }], {
        pickupHotel: " Hotel Avenida ",
        dietary: "  ",
        mobileNumber: "+351 912 345 678",
      }),
    ).toEqual({ pickupHotel: "Hotel Avenida" });
  });

  it("checks names and required answers with the contract's error keys", () => {
    const questions = [
      { id: "pickupHotel" as const, required: true },
      { id: "dietary" as const, required: false },
    ];
    const ok = checkActivityFields({
      names: [{ firstName: "Ana", lastName: "Silva" }],
      count: 1,
      namesRequired: false,
      questions,
      answers: { pickupHotel: "Hotel Avenida" },
    });
    expect(ok).toBeNull();
    const lead = checkActivityFields({
      names: [{ firstName: " ", lastName: "Silva" }],
      count: 1,
      namesRequired: false,
      questions,
      answers: {},
    });
    expect(lead).toEqual({
      names: [{ firstName: "leadOnly" }],
      answers: { pickupHotel: "answerRequired" },
    });
    const every = checkActivityFields({
      names: [{ firstName: "Ana", lastName: "Silva" }],
      count: 2,
      namesRequired: true,
      questions: [],
      answers: {},
    });
    expect(every?.names).toEqual([{}, { firstName: "everyTraveller", lastName: "everyTraveller" }]);
    for (const key of ["leadOnly", "everyTraveller", "answerRequired"])
      expect(ACTIVITY_ERRORS).toHaveProperty(key);
  });

  it("reads a stored draft back, and anything else as empty", () => {
    const draft = {
      names: [{ firstName: "Ana", lastName: "Silva" }],
      answers: { dietary: "Vegan" },
    };
    expect(readActivityDraft(JSON.stringify(draft))).toEqual(draft);
    expect(readActivityDraft(null)).toEqual({ names: [], answers: {} });
    expect(readActivityDraft("{oops")).toEqual({ names: [], answers: {} });
    expect(
      readActivityDraft(
        JSON.stringify({ names: [null, { firstName: 7 }], answers: { other: "x", dietary: 3 } }),
      ),
    ).toEqual({
      names: [
        { firstName: "", lastName: "" },
        { firstName: "", lastName: "" },
      ],
      answers: {},
    });
  });
});

describeErrorMessages("ActivityErrors", "activities", ACTIVITY_ERRORS);
