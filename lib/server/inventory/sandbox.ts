import "server-only";
import { z } from "zod";
import { availability, ensureAllotments, firstOpenDay } from "./allotments";
import type { Rates } from "./money";
import { bookHold, cancelBooking, createHold, expireHolds, releaseHold } from "./reservations";
import {
  SupplierError,
  systemClock,
  type Clock,
  type Supplier,
  type SupplierProduct,
} from "./supplier";

/**
 * The sandbox supplier of a product, from its inventory: the generators say what a query could
 * return and at what price, the allotments what is left, supplier_reservations what is held and
 * booked. Search lists only offers with enough units left for the query and leaves out results
 * with none (sold out is absent, not marked); details shows every offer of one result with
 * `available` and `unitsLeft`. Holds that expired are released lazily, before the allotments are
 * read, so what search and hold see does not count them.
 */

/** Results a search returns at most. */
const SEARCH_LIMIT = 100;
/** How far ahead the supplier sells: about 18 months, like hotels and airlines. */
export const MAX_ADVANCE_DAYS = 550;
const DAY_MS = 86_400_000;

export interface SandboxOffer {
  offerId: string;
  /** The allotment's capacity per day. */
  capacity: number;
  rates: Rates;
  /**
   * The offer's own allotment days, when they are not the query's: a cruise cabin is held on its
   * sailing's departure day, whichever day of the searched window that is.
   */
  days?: readonly string[];
}

export interface SandboxItem {
  id: string;
  offers: readonly SandboxOffer[];
}

type Availability = { unitsLeft: number; available: boolean };
/** An inventory item with what is left of each of its offers. */
export type Listed<Item extends SandboxItem> = Omit<Item, "offers"> & {
  offers: (Item["offers"][number] & Availability)[];
};

export interface SandboxInventory<Query, Parsed, Item extends SandboxItem> {
  product: SupplierProduct;
  query: z.ZodType<Parsed, Query>;
  /**
   * The allotment days a booking for the query takes, in order, and so the days that must be on
   * sale. An offer with its own `days` takes those instead, which must lie between their first
   * and last.
   */
  days(q: Parsed): string[];
  /** Units it takes on each of them. */
  quantity(q: Parsed): number;
  /** Everything the query could return, best first, priced; `notFound` for an unknown place. */
  candidates(q: Parsed): Promise<Item[]>;
}

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
const holdRequest = z.object({ offerId: id, query: z.unknown() });

export function sandboxSupplier<Query, Parsed, Item extends SandboxItem>(
  inventory: SandboxInventory<Query, Parsed, Item>,
  clock: Clock = systemClock,
): Supplier<Query, Listed<Item>> {
  const { product } = inventory;

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

  /** Creates the allotment rows of the items' offers and reads what is left of each. */
  async function listed(items: Item[], days: string[], quantity: number, now: Date) {
    const offers = items.flatMap((item) => item.offers);
    const daysOf = (o: SandboxOffer) => o.days ?? days;
    await ensureAllotments(
      offers.flatMap((o) =>
        daysOf(o).map((day) => ({ product, itemId: o.offerId, day, capacity: o.capacity })),
      ),
      now,
    );
    // Availability is read for one set of days at a time: offers are grouped by theirs.
    const byDays = new Map<string, { days: readonly string[]; offerIds: string[] }>();
    for (const o of offers) {
      const key = daysOf(o).join();
      const group = byDays.get(key);
      if (group) group.offerIds.push(o.offerId);
      else byDays.set(key, { days: daysOf(o), offerIds: [o.offerId] });
    }
    const left = new Map<string, number>();
    for (const group of byDays.values()) {
      for (const [offerId, units] of await availability(product, group.offerIds, group.days)) {
        left.set(offerId, units);
      }
    }
    return items.map((item): Listed<Item> => ({
      ...item,
      offers: item.offers.map((o) => {
        const unitsLeft = left.get(o.offerId) ?? 0;
        return { ...o, unitsLeft, available: unitsLeft >= quantity };
      }),
    }));
  }

  return {
    product,

    async search(input) {
      const now = clock();
      const { q, days, quantity } = prepare(input, now);
      const candidates = await inventory.candidates(q);
      await expireHolds(product, now);
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
      const item = (await inventory.candidates(q)).find((i) => i.id === wanted);
      if (!item) throw new SupplierError("notFound", `no ${product} ${wanted} for this search`);
      await expireHolds(product, now);
      return (await listed([item], days, quantity, now))[0]!;
    },

    async hold(request) {
      const now = clock();
      const { offerId, query } = parseInput(holdRequest, request);
      const { q, days, quantity } = prepare(query, now);
      // The price check: the offer priced again for the query, as the search did.
      const offer = (await inventory.candidates(q))
        .flatMap((item) => item.offers)
        .find((o) => o.offerId === offerId);
      if (!offer) throw new SupplierError("notFound", `no offer ${offerId} for this search`);
      const offerDays = offer.days ? [...offer.days] : days;
      await ensureAllotments(
        offerDays.map((day) => ({ product, itemId: offerId, day, capacity: offer.capacity })),
        now,
      );
      await expireHolds(product, now);
      return createHold(
        { product, offerId, days: offerDays, quantity, totalMinor: offer.rates.totalRate },
        now,
      );
    },

    release: async (holdId) => releaseHold(product, parseInput(id, holdId), clock()),
    book: async (holdId) => bookHold(product, parseInput(id, holdId), clock()),
    cancel: async (reference) => cancelBooking(product, parseInput(id, reference)),
  };
}
