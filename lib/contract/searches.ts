import * as z from "zod";

/**
 * Searches (issue 16): the recent searches of the agency's signed-in travellers and agents, each
 * with the address of its results page, so that opening it runs the search again.
 */

/** The products a search is recorded for (search_history.product). */
export const SEARCH_PRODUCTS = [
  "hotels",
  "flights",
  "cars",
  "activities",
  "cruise",
  "resort",
] as const;
export type SearchProduct = (typeof SEARCH_PRODUCTS)[number];

/** Rows per page of GET /api/agency/searches. */
export const SEARCHES_PAGE_SIZE = 25;

export const searchesQuery = z.object({
  product: z
    .union([z.enum(SEARCH_PRODUCTS), z.literal("")])
    .optional()
    .transform((p) => p || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SearchesQuery = z.output<typeof searchesQuery>;

/**
 * What a search was for, as the list shows it: `destination`, `start` and `end` (ISO dates or
 * desk times), and the travellers (`adults`, `children`, `infants`, `rooms`) as digits.
 */
export const searchParams = z.record(z.string(), z.string());

export const searchRow = z.strictObject({
  id: z.uuid(),
  product: z.enum(SEARCH_PRODUCTS),
  /** The results page's address and query string (a path on the agency's own site). */
  path: z.string(),
  params: searchParams,
  at: z.iso.datetime({ offset: true }),
  user: z.strictObject({
    id: z.uuid(),
    name: z.string(),
    /** Who searched: one of the agency's travellers or one of its agents. */
    kind: z.enum(["traveller", "agent"]),
  }),
});
export type SearchRow = z.infer<typeof searchRow>;

export const searchesResponse = z.strictObject({
  rows: z.array(searchRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SearchesResponse = z.infer<typeof searchesResponse>;
