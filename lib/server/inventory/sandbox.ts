import "server-only";
import * as z from "zod";
import { availability, ensureAllotments, firstOpenDay } from "./allotments";
import { digitsOf } from "./confirmations";
import { percentOf, ratesOn, type PriceTerms, type Rates } from "./money";
import {
  bookHold,
  cancelBooking,
  createHold,
  EXPIRY_BATCH,
  expireHolds,
  HOLD_MINUTES,
  type Claim,
  holdState,
  releaseHold,
  releaseReference,
} from "./reservations";
import {
  SupplierError,
  systemClock,
  type Clock,
  type Supplier,
  type SupplierBooking,
  type SupplierProduct,
  type TestBehaviour,
} from "./supplier";

/**
 * The sandbox supplier of a product, from its inventory: the generators say what a query could
 * return and at what price, the allotments what is left, supplier_reservations what is held and
 * booked. Search lists only offers with enough units left for the query and leaves out results
 * with none (sold out is absent, not marked); details shows every offer of one result with
 * `available` and `unitsLeft`; `offersLeft` reads what is left of offers a caller found by other
 * means (the hotel deals, by distance from a point). Holds that expired are released lazily,
 * before the allotments are read, so what search, details, offersLeft and hold see does not count
 * them. This is the one place that reads the allotments for a supplier.
 */

/** Results a search returns at most. */
export const SEARCH_LIMIT = 100;
/** How far ahead the supplier sells: about 18 months, like hotels and airlines. */
export const MAX_ADVANCE_DAYS = 550;
const DAY_MS = 86_400_000;
/** How often a supplier releases the expired holds (sweep, below). */
const SWEEP_EVERY_MS = 1_000;

export interface SandboxOffer {
  offerId: string;
  /** The allotment's capacity per day. */
  capacity: number;
  rates: Rates;
  /**
   * The item's price terms when its taxes are a share of the wholesale rate (`ratesOn`): a seller
   * adds its markup through them, and a price-change test item is repriced with them.
   */
  terms?: PriceTerms;
  /** A named test item's one behaviour (DESIGN §9). */
  behaviour?: TestBehaviour;
  /**
   * The offer's own allotment days, when they are not the query's: a cruise cabin is held on its
   * sailing's departure day, whichever day of the searched window that is.
   */
  days?: readonly string[];
  /**
   * The offer's allotment cells when it takes units of several items, each on its own day (a
   * flight itinerary: each segment's cabin on its day); `capacity` and `days` are then unused.
   */
  cells?: readonly Cell[];
}

/** Units of one allotment item on one day, with the item's capacity that day. */
export interface Cell {
  itemId: string;
  day: string;
  capacity: number;
}

export interface SandboxItem {
  id: string;
  offers: readonly SandboxOffer[];
}

/** What an offer's allotment needs: its id, its capacity per day and its own days, if any. */
export type OfferUnits = Pick<SandboxOffer, "offerId" | "capacity" | "days" | "cells">;

export type Availability = { unitsLeft: number; available: boolean };
/** An inventory item with what is left of each of its offers. */
export type Listed<Item extends SandboxItem> = Omit<Item, "offers"> & {
  offers: (Item["offers"][number] & Availability)[];
};

/**
 * A product's inventory. `Span` is the part of a parsed query that decides the allotment days and
 * the units (a hotel stay: its dates and rooms); the whole query by default.
 */
export interface SandboxInventory<Query, Parsed extends Span, Item extends SandboxItem, Span> {
  product: SupplierProduct;
  query: z.ZodType<Parsed, Query>;
  /**
   * The allotment days a booking for the query takes, in order, and so the days that must be on
   * sale. An offer with its own `days` takes those instead, which must lie between their first
   * and last.
   */
  days(q: Span): string[];
  /** Units it takes on each of them. */
  quantity(q: Span): number;
  /** Everything the query could return, best first, priced; `notFound` for an unknown place. */
  candidates(q: Parsed): Promise<Item[]>;
  /**
   * The one item `id` the query could return, priced as `candidates` prices it, where it can be
   * found without making them all (a cruise sailing from its id); undefined when the query has no
   * such item. Details reads it when given, `candidates` otherwise.
   */
  candidate?(q: Parsed, id: string): Promise<Item | undefined>;
  /** A named test item's behaviour from its offer id, where only the id is known (book, cancel). */
  behaviourOf?(offerId: string): TestBehaviour | undefined;
  /**
   * The named units the hold takes alone (a flight's chosen seats), checked against the offer:
   * `invalid` for one the offer does not have. None by default.
   */
  claims?(q: Parsed, offer: Item["offers"][number]): Claim[];
  /**
   * Who fails and what its booking step is called in a test item's failure message ("The airline
   * failed the ticketing."); "supplier" and "booking" by default.
   */
  failures?: { supplier?: string; booking?: string };
  /** How long a hold keeps its units (fares are held 20 minutes); HOLD_MINUTES by default. */
  holdMinutes?: number;
  /**
   * The confirmation a booking gets, from the supplier's reference (an airline's record
   * locator); nine digits, as a hotel's, by default.
   */
  confirmationOf?(reference: string): string;
  /** The ticket at `position` of a booking, for products that issue tickets; none by default. */
  ticketOf?(reference: string, position: number): string;
}

/** A price-change test item is held this much above what search showed. */
const PRICE_CHANGE_BASIS_POINTS = 11_000;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const cheapest = (item: SandboxItem) => Math.min(...item.offers.map((o) => o.rates.totalRate));

/** Cheapest offer first, then by id: the order of hotel, car and activity results. */
export function cheapestFirst(a: SandboxItem, b: SandboxItem): number {
  return cheapest(a) - cheapest(b) || compareText(a.id, b.id);
}

/** Input from outside: a zod failure becomes `invalid` with the first issue. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw new SupplierError("invalid", `${where}${issue?.message ?? "invalid input"}`);
}

const id = z.string().min(1).max(200);
const holdRequest = z.object({ offerId: id, query: z.unknown(), reference: id.optional() });

export interface SandboxSupplier<Query, Item extends SandboxItem, Span> extends Supplier<
  Query,
  Listed<Item>
> {
  /**
   * What is left of offers found by other means than `search` (the hotel deals find hotels by
   * distance from a point), for the span's days and units, counted as `search` and `details`
   * count them: each offer with `unitsLeft` and `available`, in the order given. The span comes
   * from the caller's own checked query; unlike a search it is not refused outside the days on
   * sale.
   */
  offersLeft<Offer extends OfferUnits>(
    offers: readonly Offer[],
    span: Span,
  ): Promise<(Offer & Availability)[]>;
}

function withAvailability<Offer extends OfferUnits>(
  offer: Offer,
  left: ReadonlyMap<string, number>,
  quantity: number,
): Offer & Availability {
  const unitsLeft = left.get(offer.offerId) ?? 0;
  return { ...offer, unitsLeft, available: unitsLeft >= quantity };
}

/** The supplier failure a test item asks for at this step, before anything moves. */
function failsWith(
  behaviour: TestBehaviour | undefined,
  at: TestBehaviour,
  who: string,
  step: string,
): void {
  if (behaviour === at) {
    throw new SupplierError("supplierUnavailable", `The ${who} failed the ${step}.`);
  }
}

/** The cells an offer takes: its own, or its id on each of its days (or the query's). */
function cellsOf(offer: OfferUnits, days: readonly string[]): readonly Cell[] {
  return (
    offer.cells ??
    (offer.days ?? days).map((day) => ({ itemId: offer.offerId, day, capacity: offer.capacity }))
  );
}

export function sandboxSupplier<
  Query,
  Parsed extends Span,
  Item extends SandboxItem,
  Span = Parsed,
>(
  inventory: SandboxInventory<Query, Parsed, Item, Span>,
  clock: Clock = systemClock,
): SandboxSupplier<Query, Item, Span> {
  const { product } = inventory;
  const failures = { supplier: "supplier", booking: "booking", ...inventory.failures };
  const confirmationOf =
    inventory.confirmationOf ?? ((reference: string) => digitsOf(reference, 9));
  // The expired holds are released before units are counted or taken, at most once a second
  // (of this supplier's clock) in a process: a hold is 15 minutes, so a second more of it
  // changes nothing a buyer sees, and a quote no longer pays two sweeps (its offer and its hold).
  let sweptAt = Number.NEGATIVE_INFINITY;
  const sweep = async (now: Date) => {
    const at = now.getTime();
    if (at >= sweptAt && at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    // A full batch leaves more to release: the next call sweeps again.
    if ((await expireHolds(product, now)) >= EXPIRY_BATCH) sweptAt = Number.NEGATIVE_INFINITY;
  };
  const confirmed = (booking: Omit<SupplierBooking, "confirmation">): SupplierBooking => ({
    ...booking,
    confirmation: confirmationOf(booking.reference),
  });

  /** The query parsed, within the days on sale, with its allotment days and units. */
  function prepare(input: unknown, now: Date) {
    const q = parseInput(inventory.query, input);
    const days = inventory.days(q);
    const last = new Date(now.getTime() + MAX_ADVANCE_DAYS * DAY_MS).toISOString().slice(0, 10);
    if (days[0]! < firstOpenDay(now))
      throw new SupplierError("invalid", `${days[0]} is in the past`);
    if (days.at(-1)! > last) {
      throw new SupplierError("invalid", `sold at most ${MAX_ADVANCE_DAYS} days ahead`);
    }
    return { q, days, quantity: inventory.quantity(q) };
  }

  /**
   * The units left of each offer, by offer id. They are read first, and only the offers whose
   * rows are not there yet (seen for the first time) get them created and are read again: a
   * search of offers seen before, most of them, then costs its reads alone, not also an insert of
   * every row it names.
   */
  async function unitsLeft(offers: readonly OfferUnits[], days: readonly string[], now: Date) {
    const left = await readUnitsLeft(offers, days);
    const unseen = offers.filter((o) => !left.has(o.offerId));
    if (!unseen.length) return left;
    await ensureAllotments(
      unseen.flatMap((o) =>
        cellsOf(o, days).map((c) => ({
          product,
          itemId: c.itemId,
          day: c.day,
          capacity: c.capacity,
        })),
      ),
      now,
    );
    for (const [offerId, units] of await readUnitsLeft(unseen, days)) left.set(offerId, units);
    return left;
  }

  /** The units left of each offer with all its rows, by offer id; one without them is absent. */
  async function readUnitsLeft(offers: readonly OfferUnits[], days: readonly string[]) {
    const left = new Map<string, number>();
    // Offers of one item on their days: read a set of days at a time, grouped by theirs.
    const byDays = new Map<string, { days: readonly string[]; offerIds: string[] }>();
    // Offers of several items: each cell read on its day, the offer has the least of them.
    const byDay = new Map<string, Set<string>>();
    for (const o of offers) {
      if (o.cells) {
        for (const c of o.cells) byDay.set(c.day, (byDay.get(c.day) ?? new Set()).add(c.itemId));
        continue;
      }
      const own = o.days ?? days;
      const key = own.join();
      const group = byDays.get(key);
      if (group) group.offerIds.push(o.offerId);
      else byDays.set(key, { days: own, offerIds: [o.offerId] });
    }
    for (const group of byDays.values()) {
      for (const [offerId, units] of await availability(product, group.offerIds, group.days)) {
        left.set(offerId, units);
      }
    }
    const cellLeft = new Map<string, number>();
    for (const [day, items] of byDay) {
      for (const [itemId, units] of await availability(product, [...items], [day])) {
        cellLeft.set(`${itemId}\u0000${day}`, units);
      }
    }
    for (const o of offers) {
      if (!o.cells) continue;
      const units = o.cells.map((c) => cellLeft.get(`${c.itemId}\u0000${c.day}`));
      if (units.every((u): u is number => u !== undefined)) left.set(o.offerId, Math.min(...units));
    }
    return left;
  }

  /**
   * The price check of a hold: the offer priced again for the query, as the search did (a
   * sandbox test item sells out or moves its price here).
   */
  async function priceCheck(q: Parsed, offerId: string) {
    const isOffer = (o: SandboxOffer) => o.offerId === offerId;
    const item = (await inventory.candidates(q)).find((i) => i.offers.some(isOffer));
    const offer = item?.offers.find(isOffer);
    if (!item || !offer) {
      throw new SupplierError("notFound", `no offer ${offerId} for this search`);
    }
    if (offer.behaviour === "soldOut") {
      throw new SupplierError("soldOut", `${offerId} is sold out (a sandbox test item)`);
    }
    const rates =
      offer.behaviour === "priceChange" && offer.terms
        ? ratesOn(percentOf(offer.rates.baseRate, PRICE_CHANGE_BASIS_POINTS), offer.terms)
        : offer.rates;
    return { item, offer, rates };
  }

  /** The items with what is left of each of their offers. */
  async function listed(items: Item[], days: string[], quantity: number, now: Date) {
    const left = await unitsLeft(
      items.flatMap((item) => item.offers),
      days,
      now,
    );
    return items.map((item): Listed<Item> => ({
      ...item,
      offers: item.offers.map((o) => withAvailability(o, left, quantity)),
    }));
  }

  return {
    product,

    async search(input) {
      const now = clock();
      const { q, days, quantity } = prepare(input, now);
      const candidates = await inventory.candidates(q);
      await sweep(now);
      // A batch at a time, so a sold-out result's place goes to the next one.
      const found: Listed<Item>[] = [];
      for (let next = 0; next < candidates.length && found.length < SEARCH_LIMIT;) {
        const batch = candidates.slice(next, next + SEARCH_LIMIT - found.length);
        next += batch.length;
        for (const item of await listed(batch, days, quantity, now)) {
          const offers = item.offers.filter((o) => o.available);
          if (offers.length) found.push({ ...item, offers });
        }
      }
      return found;
    },

    async details(itemId, input) {
      const now = clock();
      const wanted = parseInput(id, itemId);
      const { q, days, quantity } = prepare(input, now);
      const item = inventory.candidate
        ? await inventory.candidate(q, wanted)
        : (await inventory.candidates(q)).find((i) => i.id === wanted);
      if (!item) throw new SupplierError("notFound", `no ${product} ${wanted} for this search`);
      await sweep(now);
      return (await listed([item], days, quantity, now))[0]!;
    },

    async hold(request) {
      const now = clock();
      const { offerId, query, reference } = parseInput(holdRequest, request);
      const { q, days, quantity } = prepare(query, now);
      const { item, offer, rates } = await priceCheck(q, offerId);
      const cells = cellsOf(offer, days);
      const claims = inventory.claims?.(q, offer) ?? [];
      await ensureAllotments(
        cells.map((c) => ({ product, itemId: c.itemId, day: c.day, capacity: c.capacity })),
        now,
      );
      await sweep(now);
      const { unitsLeft, ...held } = await createHold(
        {
          product,
          offerId,
          days: cells.map((c) => c.day),
          itemIds: offer.cells ? cells.map((c) => c.itemId) : undefined,
          quantity,
          totalMinor: rates.totalRate,
          claims,
          minutes: inventory.holdMinutes ?? HOLD_MINUTES,
          clientReference: reference,
        },
        now,
      );
      // The offer as searched beside its held price: what the buyer describes it from.
      const listed = { ...item, offers: [{ ...offer, unitsLeft, available: true }] };
      return { ...held, rates, terms: offer.terms, item: listed as Listed<Item> };
    },

    async price(request) {
      const now = clock();
      const { offerId, query } = parseInput(holdRequest, request);
      const { q, days, quantity } = prepare(query, now);
      const { item, offer, rates } = await priceCheck(q, offerId);
      await sweep(now);
      const left = await unitsLeft([offer], days, now);
      const priced = withAvailability({ ...offer, rates }, left, quantity);
      return { ...item, offers: [priced] } as Listed<Item>;
    },

    async offersLeft(offers, span) {
      const now = clock();
      await sweep(now);
      const left = await unitsLeft(offers, inventory.days(span), now);
      const quantity = inventory.quantity(span);
      return offers.map((o) => withAvailability(o, left, quantity));
    },

    release: async (holdId) => releaseHold(product, parseInput(id, holdId), clock()),
    releaseReference: async (reference) =>
      releaseReference(product, parseInput(id, reference), clock()),
    ...(inventory.ticketOf && {
      tickets: async (reference: string, count: number) => {
        const ticketOf = inventory.ticketOf!;
        const booking = parseInput(id, reference);
        return Array.from({ length: count }, (_, position) => ticketOf(booking, position));
      },
    }),
    async holdState(holdId) {
      const state = await holdState(product, parseInput(id, holdId), clock());
      return { ...state, confirmation: state.reference && confirmationOf(state.reference) };
    },
    book: async (holdId) =>
      confirmed(
        await bookHold(product, parseInput(id, holdId), clock(), (offerId) =>
          failsWith(
            inventory.behaviourOf?.(offerId),
            "failsAtBook",
            failures.supplier,
            failures.booking,
          ),
        ),
      ),
    cancel: async (reference) =>
      confirmed(
        await cancelBooking(product, parseInput(id, reference), (offerId) =>
          failsWith(
            inventory.behaviourOf?.(offerId),
            "failsAtCancel",
            failures.supplier,
            "cancellation",
          ),
        ),
      ),
  };
}
