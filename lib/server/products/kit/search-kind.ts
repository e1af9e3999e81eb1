import type { SearchProduct } from "@/lib/contract/searches";

/** What a product's search route records of a search (its folder says it, DESIGN §3). */
export interface SearchKind<Body> {
  product: SearchProduct;
  /** The product's results page: a Referer on it is the search's own address. */
  resultsPath: string;
  /** The results page's address and what the search was for, from the search itself. */
  describe(
    body: Body,
    page: URLSearchParams | null,
  ): { path: string; params: Record<string, string> };
}

const MAX_LABEL = 200;

/** A label the results page gave, trimmed to a length the list shows. */
export const label = (text: string | null | undefined) => (text ?? "").trim().slice(0, MAX_LABEL);
