"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CARD } from "@/components/booking/trips/trip-frame";
import { useMe } from "@/lib/api/queries/account";
import { usePaymentGateway } from "@/lib/api/queries/bookings";
import { isAgentRole } from "@/lib/auth/permissions";
import type { OfferSnapshot, QuoteResponse } from "@/lib/contract/booking";
import { formatMinor } from "@/lib/booking/trip-format";
import { useHydrated, useMediaQuery } from "@/lib/ui/use-browser-value";
import { CheckoutForm, type CheckoutTravellers } from "./checkout-form";
import { HoldCountdown } from "./hold-countdown";
import { useSignInFirst, Waiting } from "./page-states";
import { PriceHolds, QuoteNotice, SoldOut } from "./price-check";
import { PriceLines } from "../price-lines";
import { useCheckoutQuote } from "./use-checkout-quote";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

type Product = OfferSnapshot["product"];
/** The offer of one product, as its quote holds it. */
export type OfferOf<P extends Product> = Extract<OfferSnapshot, { product: P }>;

/**
 * What one product's checkout gives the frame: what it holds and how, where its way back leads,
 * its summary of what is held, and the travellers it books. Everything else is the frame's.
 */
export interface ProductCheckout<P extends Product> {
  product: P;
  offerId: string;
  /** The product's query as the quote request takes it; null until it can be held. */
  query: unknown;
  /** The currency to hold in, null until settled. */
  currency: string | null;
  /**
   * What stands in for the checkout once the page runs (an earlier step not done, a page about to
   * reload); the offer is not held meanwhile.
   */
  blocked?: ReactNode;
  /** A 409 `conflict` is the offer gone (a room), not a part of it taken (a seat). */
  conflictIsSoldOut?: boolean;
  /** Where the sold-out and failed notices lead back to. */
  backHref: string;
  /** The API's answer in the page language, when it speaks of the product's own rules. */
  errorText?: (message: string) => string;
  /** Beside a failed hold's notice (the flights' "choose other seats"). */
  afterFailure?: ReactNode;
  /** Above the notice (the flights' steps). */
  steps?: ReactNode;
  /** The summary's card heading; without one the summary brings its own card. */
  heading?: { id: string; text: string };
  summary(offer: OfferOf<P>): ReactNode;
  /**
   * Where the server's render put the offer as its quote will describe it
   * (lib/api/query-keys.ts offerPreview): shown while the offer is held.
   */
  previewKey?: QueryKey;
  /** The contact's country to start from; null while it is still being found. */
  nationality: string | null;
  /** Its travellers, for the offer as previewed (`quote` null) or as held. */
  travellers(offer: OfferOf<P>, quote: QuoteResponse | null): CheckoutTravellers;
  /** The contact section's heading (the hotels' "lead guest" by default). */
  contactHeading?: string;
  /** The product's confirmation page (see usePay). */
  confirmPath?: string;
  /**
   * How the product gives a hold back when the checkout is abandoned — left for another page, or
   * its countdown ended (the resort service's release call); by default the quote is left
   * (DELETE /api/checkout/quotes/{id}) on leaving only, and a hold that ends lapses by itself.
   */
  release?: (quoteId: string) => Promise<void>;
}

/**
 * Every product's checkout page: sign in first where the agency asks it, hold the offer (and
 * hold again, or say it is gone), count the hold down beside the product's summary, then the
 * shared form (contact, travellers, credits, wallet, card, terms, paying). The product passes
 * only what differs.
 */
export function CheckoutFrame<P extends Product>({
  allowNonLoginFlow,
  checkout,
}: {
  allowNonLoginFlow: boolean;
  checkout: ProductCheckout<P>;
}) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  const hydrated = useHydrated();
  // Wide screens show the hold beside the summary; a phone keeps it in a bar at the bottom. The
  // clock is the browser's, so it shows once the page runs.
  const wide = useMediaQuery("(min-width: 64rem)");
  const mustSignIn = useSignInFirst(allowNonLoginFlow, hydrated);
  const { product, blocked, backHref, heading } = checkout;
  const { quote, lastOpen, holdAgain, markExpired, markSoldOut, refresh, holding, repricingTo } =
    useCheckoutQuote({
      product,
      offerId: checkout.offerId,
      query: checkout.query,
      currency: checkout.currency,
      conflictIsSoldOut: checkout.conflictIsSoldOut ?? false,
      enabled: hydrated && !mustSignIn && !blocked,
      release: checkout.release,
    });
  const { data: me } = useMe();
  const gateway = usePaymentGateway();
  // Read once from the data cache, not asked for: only the page as sent has it.
  const queryClient = useQueryClient();
  const preview = checkout.previewKey
    ? queryClient.getQueryData<OfferOf<P>>(checkout.previewKey)
    : undefined;
  const counting = hydrated && quote.state === "open";

  // The summary comes first in reading order (it is what the form is for); wide screens put it
  // beside the form.
  const beside = "space-y-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1";
  const layout = (held: ReactNode, main: ReactNode, bar?: ReactNode) => (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      {heading ? (
        <aside aria-labelledby={heading.id} className={`${CARD} ${beside}`}>
          <h2 id={heading.id} className="text-lg font-semibold">
            {heading.text}
          </h2>
          {held}
        </aside>
      ) : (
        <div className={beside}>{held}</div>
      )}
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">{main}</div>
      {bar}
    </div>
  );
  // The countdown's room on wide screens, kept from the first paint: the summary stays put.
  const countdownRoom = (countdown?: ReactNode) => (
    <div className="hidden min-h-11 lg:block">{countdown}</div>
  );

  // A quote the server read for this address (CheckoutAnswers) shows at once, before the page's
  // scripts run, and the offer about to be held (the product's preview) while it is held; anything
  // else waits for the scripts, in room kept for what follows (no shift).
  const waiting = (
    <div className="min-h-dvh">
      <Waiting text={t("loading")} />
    </div>
  );
  const previewing = !!preview && quote.state === "loading" && !lastOpen && !repricingTo;
  if (mustSignIn) return waiting;
  if (!hydrated && quote.state !== "open" && !previewing) return waiting;
  if (blocked) return blocked;

  if (quote.state === "soldOut") return <SoldOut searchHref={backHref} />;
  const shown = quote.state === "open" ? quote.quote : lastOpen;
  // The form, from the first paint when the offer is previewed: it is filled in while the offer
  // is held, and the hold landing adds only what depends on it (the same form, kept).
  const form = (offer: OfferOf<P>, held: QuoteResponse | null) =>
    gateway.isPending || checkout.nationality === null ? (
      <Waiting text={t("loading")} />
    ) : (
      <CheckoutForm
        offerId={checkout.offerId}
        quote={held}
        // Paying needs a live hold; while there is none the form keeps what was typed.
        payable={!!held && quote.state === "open"}
        user={me ?? null}
        isAgent={!!me && isAgentRole(me)}
        gateway={gateway.data ?? null}
        nationality={checkout.nationality}
        travellers={checkout.travellers(offer, held)}
        contactHeading={checkout.contactHeading}
        confirmPath={checkout.confirmPath}
        onExpired={markExpired}
        onSoldOut={markSoldOut}
        onPriceMoved={refresh}
      />
    );
  if (previewing) {
    return layout(
      <>
        {countdownRoom()}
        <p role="status" className="text-sm text-slate-600">
          {t("holding")}
        </p>
        {checkout.summary(preview)}
      </>,
      <>
        {checkout.steps}
        {null}
        {form(preview, null)}
      </>,
    );
  }
  const notice = repricingTo ? (
    <Waiting text={t("changingCurrency", { currency: repricingTo })} />
  ) : (
    <QuoteNotice
      quote={quote}
      onHoldAgain={holdAgain}
      holding={holding}
      searchHref={backHref}
      errorText={checkout.errorText}
      afterFailure={checkout.afterFailure}
    />
  );
  if (!shown) return <div className="min-h-dvh">{notice}</div>;
  if (shown.offer.product !== product) return notice;
  const offer = shown.offer as OfferOf<P>;

  return layout(
    <>
      {quote.state === "open" &&
        countdownRoom(
          counting && wide && (
            <HoldCountdown
              key={shown.expiresAt}
              expiresAt={shown.expiresAt}
              onExpire={markExpired}
            />
          ),
        )}
      {quote.state === "open" && !shown.priceChanged && <PriceHolds />}
      {checkout.summary(offer)}
      <PriceLines price={shown.price} />
    </>,
    <>
      {checkout.steps}
      {notice}
      {form(offer, shown)}
    </>,
    // On a phone the hold's time and the total stay in sight at the bottom, as the form scrolls.
    counting && !wide && (
      <div
        data-testid="checkout-bar"
        className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-lg"
      >
        <HoldCountdown key={shown.expiresAt} expiresAt={shown.expiresAt} onExpire={markExpired} />
        <p className="font-semibold">{formatMinor(shown.price.total, locale)}</p>
      </div>
    ),
  );
}
