"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useMe } from "@/lib/api/queries/account";
import { usePaymentGateway } from "@/lib/api/queries/bookings";
import { isAgentRole } from "@/lib/auth/permissions";
import {
  HOTELS_PATH,
  hotelResultsHref,
  parseHotelSearch,
  toStayQuery,
} from "@/lib/booking/hotel-search-params";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { BookingFacts, CARD } from "../trips/booking-facts";
import { CheckoutForm } from "./checkout-form";
import { HoldCountdown } from "./hold-countdown";
import { LinkNotice, useSignInFirst, Waiting } from "./page-states";
import { PriceHolds, QuoteNotice, SoldOut } from "./price-check";
import { useCheckoutQuote } from "./use-checkout-quote";
import { useQuoteCurrency } from "./use-quote-currency";

/** /booknow/hotels/checkout: hold the room, take the guests' details and the payment. */
export function HotelCheckout({
  allowNonLoginFlow,
  agencyDefaultCurrency,
}: {
  allowNonLoginFlow: boolean;
  agencyDefaultCurrency: string | null;
}) {
  const t = useTranslations("Checkout");
  const params = useSearchParams();
  const hydrated = useHydrated();
  const mustSignIn = useSignInFirst(allowNonLoginFlow, hydrated);

  // The search is read again only when it changes, not when `quote=` is added to the address.
  const searchKey = useMemo(() => {
    const copy = new URLSearchParams(params.toString());
    copy.delete("quote");
    return copy.toString();
  }, [params]);
  const { offerId, search, stay } = useMemo(() => {
    const p = new URLSearchParams(searchKey);
    const search = parseHotelSearch(p);
    return { offerId: p.get("offerId"), search, stay: toStayQuery(search) };
  }, [searchKey]);
  const searchHref = stay ? hotelResultsHref(search) : HOTELS_PATH;

  const currency = useQuoteCurrency(agencyDefaultCurrency);
  const { quote, lastOpen, holdAgain, markExpired, markSoldOut, refresh, holding } =
    useCheckoutQuote({
      product: "hotels",
      offerId: offerId ?? "",
      query: stay,
      currency,
      enabled: hydrated && !mustSignIn && !!offerId,
    });
  const { data: me } = useMe();
  const gateway = usePaymentGateway();

  if (!offerId || !stay) {
    return <LinkNotice text={t("invalidLink")} href={HOTELS_PATH} linkText={t("searchAgain")} />;
  }
  if (!hydrated || mustSignIn) return <Waiting text={t("loading")} />;

  if (quote.state === "soldOut") return <SoldOut searchHref={searchHref} />;
  const shown = quote.state === "open" ? quote.quote : lastOpen;
  const notice = (
    <QuoteNotice quote={quote} onHoldAgain={holdAgain} holding={holding} searchHref={searchHref} />
  );
  if (!shown) return notice;

  // The stay comes first in reading order (it is what the form is for); wide screens put it
  // beside the form.
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <aside
        aria-labelledby="stay-heading"
        className={`${CARD} space-y-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1`}
      >
        <h2 id="stay-heading" className="text-lg font-semibold">
          {t("yourStay")}
        </h2>
        {quote.state === "open" && (
          <HoldCountdown key={shown.expiresAt} expiresAt={shown.expiresAt} onExpire={markExpired} />
        )}
        {quote.state === "open" && !shown.priceChanged && <PriceHolds />}
        {shown.offer.product === "hotels" && <BookingFacts offer={shown.offer} />}
      </aside>
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
        {notice}
        {gateway.isPending ? (
          <Waiting text={t("loading")} />
        ) : (
          <CheckoutForm
            quote={shown}
            // Paying needs a live hold; while there is none the form keeps what was typed.
            payable={quote.state === "open"}
            user={me ?? null}
            isAgent={!!me && isAgentRole(me)}
            gateway={gateway.data ?? null}
            nationality={stay.nationality}
            onExpired={markExpired}
            onSoldOut={markSoldOut}
            onPriceMoved={refresh}
          />
        )}
      </div>
    </div>
  );
}
