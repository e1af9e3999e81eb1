import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type * as z from "zod";
import {
  DEAL_LINK_CLOSED,
  DEAL_LINK_DAYS,
  DEAL_LINKS_PAGE_SIZE,
  type DealLinkState,
  type DealLinkView,
  type dealLinksQuery,
  type NewDealLink,
  type PublicDealOffer,
} from "@/lib/contract/deal-links";
import { isProductId, productById, type ProductId } from "@/lib/contract/products";
import type { AgencyRow } from "../agency/agency";
import { requireOfferedProduct } from "../agency/products";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import {
  bookings,
  checkoutQuotes,
  dealLinks,
  searchHistory,
  shortLinks,
  users,
} from "../db/schema";
import { ApiError } from "../errors";
import type { RegisteredQuoteRequest } from "../products/contract";
import { dealLinkToken, dealTokenOpens, shortLinkOf, shortUrlBase } from "./links";
import { isSentOffer, livePrice, parsedQuery, priceOffer } from "./pricing";
import { isUuid } from "./store";

/**
 * Deal links (issue 28): an agent shares an offer (priced by the server as its search showed it)
 * or one of the Searches list's searches as a short link. Opening the short link gives the
 * visitor's browser the link's grant, an httpOnly cookie holding the link's id and its HMAC
 * token: with it a signed-out visitor may quote what the link shares (that offer exactly, or any
 * offer of the search's product) at any agency, until the link is switched off or expires. A
 * search spans several pages (results, details, checkout), which is why the grant rides in a
 * cookie rather than in each page's address as a proposal's does.
 */

export type DealLinkRow = typeof dealLinks.$inferSelect;

const DAY_MS = 86_400_000;
const NOT_FOUND = "This deal link was not found.";
const notFound = () => new ApiError("notFound", NOT_FOUND);

/** Where a deal link's offer is shown to its visitor (SPEC §2.1 `/booknow/hotels/deal`). */
export const dealOfferPath = (id: string) => `/booknow/hotels/deal?dealLinkId=${id}`;

function stateOf(row: DealLinkRow, now = new Date()): DealLinkState {
  if (row.status === "disabled") return "disabled";
  return row.expiresAt <= now ? "expired" : "active";
}

async function dealLinkRow(agencyId: string, id: string): Promise<DealLinkRow> {
  if (!isUuid(id)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dealLinks)
    .where(and(eq(dealLinks.agencyId, agencyId), eq(dealLinks.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The link's bookings: those of the quotes made through it, refused payments aside. */
const bookingsOf = (id: typeof dealLinks.id) => sql<number>`(
  SELECT count(*)::int FROM ${bookings}
  JOIN ${checkoutQuotes} ON ${checkoutQuotes.id} = ${bookings.quoteId}
  WHERE ${checkoutQuotes.dealLinkId} = ${id} AND ${bookings.status} <> 'failed')`;

async function viewsOf(agency: AgencyRow, where: SQL | undefined, page: number) {
  const db = await getDb();
  const rows = await db
    .select({
      link: dealLinks,
      shortId: shortLinks.id,
      opens: shortLinks.opens,
      lastOpenedAt: shortLinks.lastOpenedAt,
      bookings: bookingsOf(dealLinks.id),
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dealLinks)
    .innerJoin(shortLinks, eq(shortLinks.dealLinkId, dealLinks.id))
    .leftJoin(users, eq(users.id, dealLinks.createdBy))
    .where(where)
    .orderBy(desc(dealLinks.createdAt), desc(dealLinks.id))
    .limit(DEAL_LINKS_PAGE_SIZE)
    .offset((page - 1) * DEAL_LINKS_PAGE_SIZE);
  const shortUrlOf = await shortUrlBase(agency);
  const now = new Date();
  return rows.map((r): DealLinkView => ({
    id: r.link.id,
    kind: r.link.kind,
    product: r.link.product,
    title: r.link.title,
    state: stateOf(r.link, now),
    shortUrl: shortUrlOf(r.shortId),
    opens: r.opens,
    lastOpenedAt: r.lastOpenedAt?.toISOString() ?? null,
    bookings: Number(r.bookings),
    price:
      r.link.totalMinor !== null && r.link.currency
        ? { amountMinor: r.link.totalMinor, currency: r.link.currency }
        : null,
    expiresAt: r.link.expiresAt.toISOString(),
    createdAt: r.link.createdAt.toISOString(),
    agent: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ""}`.trim(),
  }));
}

async function dealLinkView(agency: AgencyRow, id: string): Promise<DealLinkView> {
  const [view] = await viewsOf(
    agency,
    and(eq(dealLinks.agencyId, agency.id), eq(dealLinks.id, id)),
    1,
  );
  if (!view) throw notFound();
  return view;
}

export async function listDealLinks(agency: AgencyRow, query: z.output<typeof dealLinksQuery>) {
  const db = await getDb();
  const where = eq(dealLinks.agencyId, agency.id);
  const [rows, [total]] = await Promise.all([
    viewsOf(agency, where, query.page),
    db.select({ n: count() }).from(dealLinks).where(where),
  ]);
  return { rows, page: query.page, pageSize: DEAL_LINKS_PAGE_SIZE, total: total?.n ?? 0 };
}

/** What a new link records: an offer priced now by the server, or a search as the list keeps it. */
async function linkFields(agency: AgencyRow, input: NewDealLink) {
  if (input.kind === "offer") {
    if (isProductId(input.product)) await requireOfferedProduct(agency, input.product);
    const query = parsedQuery(input.product, input.query);
    const priced = await priceOffer(agency.id, input.product, input.offerId, query, input.currency);
    return {
      kind: "offer" as const,
      product: input.product as ProductId,
      title: input.title || priced.title,
      offerId: input.offerId,
      query,
      offer: priced.offer,
      currency: input.currency,
      totalMinor: priced.totalMinor,
    };
  }
  const db = await getDb();
  const [search] = await db
    .select()
    .from(searchHistory)
    .where(and(eq(searchHistory.agencyId, agency.id), eq(searchHistory.id, input.searchId)));
  if (!search) throw new ApiError("notFound", "This search was not found.");
  if (!isProductId(search.product)) {
    throw new ApiError("badRequest", "This search's product cannot be shared.");
  }
  await requireOfferedProduct(agency, search.product);
  const destination = search.params.destination;
  const name = productById(search.product).menuTitle;
  return {
    kind: "search" as const,
    product: search.product,
    title: input.title || (destination ? `${name}: ${destination}` : name),
    path: search.path,
  };
}

export async function createDealLink(
  agency: AgencyRow,
  actor: UserRow,
  input: NewDealLink,
): Promise<DealLinkView> {
  const fields = await linkFields(agency, input);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dealLinks)
      .values({
        agencyId: agency.id,
        createdBy: actor.id,
        expiresAt: new Date(Date.now() + DEAL_LINK_DAYS * DAY_MS),
        ...fields,
      })
      .returning({ id: dealLinks.id });
    await shortLinkOf(tx, agency.id, { dealLinkId: row!.id });
    return row!.id;
  });
  return dealLinkView(agency, id);
}

export async function setDealLinkStatus(
  agency: AgencyRow,
  id: string,
  status: DealLinkRow["status"],
): Promise<DealLinkView> {
  const row = await dealLinkRow(agency.id, id);
  if (status === "active" && stateOf(row) === "expired") {
    throw new ApiError("conflict", "This deal link has expired; share the offer again.");
  }
  const db = await getDb();
  await db.update(dealLinks).set({ status, updatedAt: new Date() }).where(eq(dealLinks.id, row.id));
  return dealLinkView(agency, id);
}

// ---- the visitor's side ----

/** The deal link whose grant the browser holds (its cookie), its token checked; null otherwise. */
export function grantedDealLink(agencyId: string, cookie: string | undefined): string | null {
  const [id, token] = (cookie ?? "").split(".");
  return id && isUuid(id) && dealTokenOpens(agencyId, id, token) ? id : null;
}

/** The grant the browser keeps for an open link: its cookie's value, and until when. */
export interface DealGrant {
  value: string;
  expires: Date;
}

/**
 * GET /api/deal-links/{id}/open?token= (where `/url/<id>` leads): the page to show, the link's
 * offer or its search's results, and the grant to give the browser. A link switched off or
 * expired gives no grant and opens the offer page, which says so.
 */
export async function openDealLink(
  agency: AgencyRow,
  id: string,
  token: string | undefined,
): Promise<{ target: string; grant: DealGrant | null }> {
  if (!isUuid(id) || !dealTokenOpens(agency.id, id, token)) throw notFound();
  const row = await dealLinkRow(agency.id, id);
  if (stateOf(row) !== "active") return { target: dealOfferPath(id), grant: null };
  const grant = { value: `${id}.${dealLinkToken(agency.id, id)}`, expires: row.expiresAt };
  if (row.kind === "offer") return { target: dealOfferPath(id), grant };
  const path = row.path!;
  return { target: `${path}${path.includes("?") ? "&" : "?"}dealLinkId=${id}`, grant };
}

/** Who reads a link's offer: the deal link their grant names, and whether they are staff. */
export interface DealReader {
  grantedId: string | null;
  isStaff(): Promise<boolean>;
}

/**
 * The link as its visitor may read it: their grant names it, or they are the agency's staff. A
 * link switched off or expired is said so to anyone (its short URL gives no grant then); its id,
 * random, tells nothing more.
 */
async function readableLink(agency: AgencyRow, id: string, reader: DealReader) {
  const row = await dealLinkRow(agency.id, id);
  if (stateOf(row) !== "active") throw new ApiError("expired", DEAL_LINK_CLOSED);
  if (reader.grantedId !== id && !(await reader.isStaff())) throw notFound();
  return row;
}

/** GET /api/deal-links/{id}: an offer's link, priced again now. */
export async function publicDealOfferOf(
  agency: AgencyRow,
  id: string,
  reader: DealReader,
): Promise<PublicDealOffer> {
  const row = await readableLink(agency, id, reader);
  if (row.kind !== "offer") throw notFound();
  const currency = row.currency!;
  const live = await livePrice(agency.id, row.product, row.offerId!, row.query, currency);
  return {
    id: row.id,
    agency: agency.agencyName,
    product: row.product,
    title: row.title,
    offerId: row.offerId!,
    query: row.query,
    offer: row.offer as { product: string },
    price: { amountMinor: row.totalMinor!, currency },
    live,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The deal link a quote is made through: the browser's grant, the link open, and the request
 * what it shares (its offer as priced, or an offer of its search's product). Null otherwise: a
 * signed-in visitor then quotes as always, and a guest only where the agency lets guests book.
 */
export async function dealLinkForQuote(
  agency: AgencyRow,
  grantedId: string | null,
  request: RegisteredQuoteRequest,
): Promise<string | null> {
  if (!grantedId) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dealLinks)
    .where(and(eq(dealLinks.agencyId, agency.id), eq(dealLinks.id, grantedId)));
  if (!row || stateOf(row) !== "active" || row.product !== request.product) return null;
  if (row.kind === "search") return row.id;
  return isSentOffer({ ...row, offerId: row.offerId! }, request) ? row.id : null;
}
