import "server-only";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import * as z from "zod";
import { queryKeys } from "@/lib/api/query-keys";
import { SessionSeenProvider } from "@/lib/api/viewer";
import { ACCESS_TOKEN_COOKIE } from "@/lib/contract/cookies";
import { exchangeResponse } from "@/lib/contract/currency";
import { offersProduct } from "@/lib/booking/offered-products";
import { agencyForSegment, agencyRowForSegment, type AgencyRow } from "../agency/agency";
import {
  searchParamsOf,
  type AgencyPageParams,
  type PageSearchParams,
} from "../agency/page-context";
import { pageSession } from "../auth/page-session";
import { buyerFor, GUEST_COOKIE, type Buyer } from "../bookings/buyer";
import { exchangeRates } from "../currency/currency";
import { ApiError } from "../errors";
import { log } from "../log/log";
import type { FirstAnswer } from "../products/kit/first-answer";

/** The exchange rates every price is shown with, the same for everyone: signed in or not. */
const RATES: FirstAnswer = {
  key: queryKeys.exchangeRates(),
  contract: exchangeResponse,
  answer: exchangeRates,
};

/**
 * Renders `children` with the answers the browser would otherwise ask for after loading (issue 26:
 * a results page's list, and its photos, waited for the page's scripts and then a call), in the
 * data cache its hooks read. The page arrives with them as HTML and hydrates; the hooks do not ask
 * again while the answers are fresh. A signed-in user's answers depend on who they are, and the
 * page's hooks know that only once /api/user/me answers: theirs are asked for by the browser, as
 * before; a checkout's answers are its buyer's (`buyerAnswers`: their quote, who they are), read
 * with the session the page's request carries. An answer the route would refuse (a bad search, a
 * product not offered, a supplier's failure, another buyer's quote) is left out: the browser's own
 * call then shows its error.
 */
export async function FirstAnswers({
  params,
  searchParams,
  answers,
  buyerAnswers,
  children,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
  /**
   * The page's answers for its address, as a visitor receives them
   * (lib/server/products/<product>/page-answers.ts).
   */
  answers?: (agency: AgencyRow, query: URLSearchParams) => FirstAnswer[];
  /** The page's answers for whoever books on this request, signed in or a guest. */
  buyerAnswers?: (agency: AgencyRow, query: URLSearchParams, buyer: Buyer) => FirstAnswer[];
  children: ReactNode;
}) {
  // The page's own reads of the agency, cached for the render (agencyPage).
  const { agency: segment } = await params;
  const [agency, shown, query, jar] = await Promise.all([
    agencyRowForSegment(segment),
    agencyForSegment(segment),
    searchParams.then(searchParamsOf),
    cookies(),
  ]);
  // The page itself answers 404 for an unknown agency.
  if (!agency || !shown) return children;
  const visitor = !jar.get(ACCESS_TOKEN_COOKIE)?.value;
  const client = new QueryClient();
  const offered = (a: FirstAnswer) =>
    !a.product || offersProduct(shown.bookingMenuItemOptions, a.product);
  const buyer = buyerAnswers ? await pageBuyer(agency, jar.get(GUEST_COOKIE)?.value) : null;
  await Promise.all(
    [
      RATES,
      ...(visitor && answers ? answers(agency, query) : []),
      ...(buyer && buyerAnswers ? buyerAnswers(agency, query, buyer) : []),
    ]
      .filter(offered)
      .map(async (a) => {
        try {
          // As the route sends it: parsed by its contract, then JSON (dates as strings).
          const data: unknown = JSON.parse(JSON.stringify(a.contract.parse(await a.answer())));
          client.setQueryData(a.key, data);
        } catch (error) {
          if (error instanceof ApiError || error instanceof z.ZodError) return;
          log.warn("first answer failed", { key: JSON.stringify(a.key), error: String(error) });
        }
      }),
  );
  return (
    <SessionSeenProvider seen={!visitor}>
      <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>
    </SessionSeenProvider>
  );
}

/**
 * Who books on the page's request, as the API's buyerOf reads it: the session's user (one read,
 * shared with the page's own), or the guest whose cookie holds a well-formed secret.
 */
async function pageBuyer(agency: AgencyRow, guestSecret: string | undefined): Promise<Buyer> {
  const session = await pageSession(agency.id);
  return buyerFor(session && session !== "ended" ? session.user : null, guestSecret);
}
