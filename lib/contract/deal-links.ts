import * as z from "zod";
import { currencyCode, money } from "./booking";
import { LIVE_STATES, newProposalOption } from "./proposals";

/**
 * Deal links (issue 28): an offer or a saved search an agent shares as a short link (`/url/:id`),
 * its opens and bookings counted. Opening the link lets a visitor book what it shares without an
 * account, whatever the agency's non-login flow: one offer exactly as priced, or any offer of the
 * search's product, until the link is switched off or expires.
 */

export const DEAL_LINK_KINDS = ["offer", "search"] as const;
export type DealLinkKind = (typeof DEAL_LINK_KINDS)[number];
/** As deal_links.status keeps them; a list shows an active link past its expiry as expired. */
export const DEAL_LINK_STATUSES = ["active", "disabled"] as const;
export const DEAL_LINK_STATES = [...DEAL_LINK_STATUSES, "expired"] as const;
export type DealLinkState = (typeof DEAL_LINK_STATES)[number];

/** How long a deal link opens, from when it is made. */
export const DEAL_LINK_DAYS = 30;
export const DEAL_LINKS_PAGE_SIZE = 25;

/** Why an opened link no longer lets its visitor book (410). */
export const DEAL_LINK_CLOSED = "This deal link is no longer available. Please ask your agent.";

/** POST /api/agency/deal-links: an offer as its search showed it, or one of the Searches list. */
export const newDealLink = z.discriminatedUnion("kind", [
  z.strictObject({
    ...newProposalOption.shape,
    kind: z.literal("offer"),
    currency: currencyCode,
    title: z.string().trim().max(120).optional(),
  }),
  z.strictObject({
    kind: z.literal("search"),
    /** A row of the agency's Searches list: the server reads its product and address. */
    searchId: z.uuid(),
    title: z.string().trim().max(120).optional(),
  }),
]);
export type NewDealLink = z.input<typeof newDealLink>;

/** PATCH /api/agency/deal-links/{id}: switched off (its short URL then says so) or on again. */
export const dealLinkPatch = z.strictObject({ status: z.enum(DEAL_LINK_STATUSES) });

export const dealLinksQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const dealLinkView = z.strictObject({
  id: z.string(),
  kind: z.enum(DEAL_LINK_KINDS),
  product: z.string(),
  title: z.string(),
  state: z.enum(DEAL_LINK_STATES),
  /** The link to share, on the agency's own host. */
  shortUrl: z.string(),
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  /** Bookings made through it (refused payments aside). */
  bookings: z.number().int(),
  /** An offer's price when the link was made; null for a search. */
  price: money.nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  agent: z.string().nullable(),
});
export type DealLinkView = z.infer<typeof dealLinkView>;

export const dealLinksResponse = z.strictObject({
  rows: z.array(dealLinkView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DealLinksResponse = z.infer<typeof dealLinksResponse>;

/** GET /api/deal-links/{id}: an offer's link as its visitor sees it, priced again now. */
export const publicDealOffer = z.strictObject({
  id: z.string(),
  agency: z.string(),
  product: z.string(),
  title: z.string(),
  offerId: z.string(),
  query: z.unknown(),
  offer: z.looseObject({ product: z.string() }),
  /** The price when the agent shared it. */
  price: money,
  live: z.strictObject({
    state: z.enum(LIVE_STATES),
    price: money.nullable(),
    checkedAt: z.string(),
  }),
  expiresAt: z.string(),
});
export type PublicDealOffer = z.infer<typeof publicDealOffer>;
