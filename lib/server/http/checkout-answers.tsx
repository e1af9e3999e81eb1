import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import * as z from "zod";
import { queryKeys } from "@/lib/api/query-keys";
import { loginPath } from "@/lib/auth/login-path";
import { proposalGrantOf } from "@/lib/booking/proposal-grant";
import { paymentGatewayResponse } from "@/lib/contract/agency";
import { ACCESS_TOKEN_COOKIE, DEAL_GRANT_COOKIE } from "@/lib/contract/cookies";
import { countriesResponse } from "@/lib/contract/currency";
import { companionsResponse } from "@/lib/contract/flights";
import { meResponse } from "@/lib/contract/user";
import { currentPaymentGateway } from "../agency/content";
import type { AgencyRow } from "../agency/agency";
import {
  agencyPage,
  searchParamsOf,
  type AgencyPageParams,
  type PageSearchParams,
} from "../agency/page-context";
import { toProfile } from "../auth/accounts";
import type { Buyer } from "../bookings/buyer";
import { findQuote, quoteView } from "../bookings/quotes";
import { companionsOf } from "../clients/companions";
import { enabledCountries } from "../currency/currency";
import { registeredQuoteResponse } from "../products/contract";
import { grantedDealLink } from "../proposals/deal-links";
import { tokenOpens } from "../proposals/links";
import type { FirstAnswer } from "../products/kit/first-answer";
import { FirstAnswers } from "./first-answers";

/** A quote the checkout can pay against, as its hook keeps it (lib/api/queries/bookings.ts). */
const openQuote = z.object({ kind: z.literal("open"), quote: registeredQuoteResponse });

/**
 * What every checkout reads before it can show anything, for the buyer of the request: the
 * agency's gateway and countries (the currency to quote in), who is signed in and their saved
 * travellers, and the quote the address names (`quote=`, put there by the checkout once it held
 * the offer) when it is theirs and still held. A first visit has no quote yet: the browser holds
 * the offer, and the page shows the product's preview of it meanwhile.
 */
function checkoutAnswers(agency: AgencyRow, query: URLSearchParams, buyer: Buyer): FirstAnswer[] {
  const answers: FirstAnswer[] = [
    {
      key: queryKeys.paymentGateway(),
      contract: paymentGatewayResponse.shape.CurrentPayment,
      answer: () => currentPaymentGateway(agency),
    },
    {
      key: queryKeys.enabledCountries(),
      contract: countriesResponse.shape.data,
      answer: () => enabledCountries(agency),
    },
  ];
  const { user } = buyer;
  if (user) {
    answers.push(
      { key: queryKeys.me(), contract: meResponse.shape.user, answer: () => toProfile(user) },
      // The saved travellers to fill a guest with (staff pick a client's in the browser).
      {
        key: queryKeys.companions(null),
        contract: companionsResponse.shape.companions,
        answer: async () => (await companionsOf(agency, user)).companions,
      },
    );
  }
  const id = z.uuid().safeParse(query.get("quote"));
  if (id.success && (user || buyer.guestHash)) {
    answers.push({
      key: queryKeys.quote(id.data),
      contract: openQuote,
      // findQuote answers 404 for another buyer's quote and 410 for an ended hold: left out.
      answer: async () => ({
        kind: "open",
        quote: await quoteView(await findQuote(agency, buyer, id.data), user, agency),
      }),
    });
  }
  return answers;
}

/**
 * A checkout page's content, rendered for its request (issue 26: the signed-in checkout waited
 * for its scripts, then the user, the countries and the quote, before it showed anything). A
 * visitor of an agency without the non-login flow is sent to sign in first by the server (SPEC
 * §6), rather than by the page's scripts once loaded.
 */
export async function CheckoutAnswers({
  path,
  preview,
  params,
  searchParams,
  children,
}: {
  /** The checkout's own path, to come back to after signing in. */
  path: string;
  /** The product's answers for the offer before it is held (its page-answers.ts). */
  preview?: (agency: AgencyRow, query: URLSearchParams) => FirstAnswer[];
  params: AgencyPageParams;
  searchParams: PageSearchParams;
  children: ReactNode;
}) {
  const { agency } = await agencyPage(params);
  const query = searchParamsOf(await searchParams);
  // A proposal's link lets its client book its options signed out, and a deal link's grant its
  // visitor what it shares (issue 28).
  const grant = proposalGrantOf(query);
  const jar = await cookies();
  const granted =
    (grant !== null && tokenOpens(agency.id, grant.id, grant.token)) ||
    grantedDealLink(agency.id, jar.get(DEAL_GRANT_COOKIE)?.value) !== null;
  if (!agency.allowNonLoginFlow && !granted && !jar.get(ACCESS_TOKEN_COOKIE)?.value) {
    const search = query.toString();
    redirect(loginPath(search ? `${path}?${search}` : path));
  }
  return (
    <FirstAnswers
      params={params}
      searchParams={searchParams}
      buyerAnswers={(agency, query, buyer) => [
        ...checkoutAnswers(agency, query, buyer),
        // With its quote named, the page shows the quote: nothing to describe beforehand.
        ...(query.has("quote") ? [] : (preview?.(agency, query) ?? [])),
      ]}
    >
      {children}
    </FirstAnswers>
  );
}
