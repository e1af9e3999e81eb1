import type { QueryKey } from "@tanstack/react-query";
import type * as z from "zod";
import type { ProductId } from "@/lib/contract/products";

/**
 * One API answer a page's first render can give the browser (lib/server/http/first-answers.tsx):
 * what the call's route would answer (`answer`, checked against the route's contract and sent as
 * JSON), under the key of the hook that reads it (lib/api/query-keys.ts). Each product's
 * page-answers.ts says which of its pages' answers these are.
 */
export interface FirstAnswer {
  key: QueryKey;
  contract: z.ZodType;
  answer: () => Promise<unknown>;
  /** The product the route is open for only while the agency offers it. */
  product?: ProductId;
}
