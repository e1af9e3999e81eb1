"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { apiFailure } from "@/lib/api/errors";
import {
  guestLinkToken,
  newIdempotencyKey,
  useBooking,
  useCompleteBooking,
} from "@/lib/api/queries/bookings";
import type { BookingView } from "@/lib/contract/booking";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { BRAND_BUTTON } from "../buttons";
import { CARD, StatusBadge } from "../trips/booking-facts";
import {
  AgentCommission,
  BookingDocumentsSection,
  BookingFactsSection,
  BookingPriceSection,
  BookingReferences,
} from "../trips/booking-detail";
import { formatMinor } from "@/lib/booking/trip-format";
import {
  type BookedProduct,
  detailHref,
  pagesOf,
  PRODUCT_PAGES,
} from "@/lib/booking/product-pages";
import { withTokenParam } from "./checkout-logic";
import { LinkNotice, Waiting } from "./page-states";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * The key of the one "complete" call for a booking, kept for the tab's life: a reload while it
 * runs sends the same key, so the server answers the first call's result instead of running it
 * again.
 */
function completionKey(reference: string): string {
  const name = `booking-complete:${reference}`;
  try {
    const kept = sessionStorage.getItem(name);
    if (kept) return kept;
    const key = newIdempotencyKey();
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    return newIdempotencyKey();
  }
}

/**
 * The outcome of paying, after any 3-D Secure challenge: /booknow/hotels/confirm-payment,
 * /booknow/flights/confirmation, /booknow/Cars/confirm-payment and
 * /booknow/activities/confirmation/:referenceNumber (`product` says where "find your booking"
 * leads before the booking is known; after, the booking's own product decides what is shown).
 * The booking is the `?reference=` one, or `reference` where the address names it in its path;
 * the `?reference=` a 3-D Secure challenge returns with comes first, being the booking just paid.
 */
export function ConfirmPayment({
  product = "hotels",
  reference: pathReference,
}: {
  product?: BookedProduct;
  reference?: string;
}) {
  const t = useTranslations("Checkout");
  const params = useSearchParams();
  const reference = params.get("reference") ?? pathReference ?? null;
  const urlToken = params.get("token");
  const hydrated = useHydrated();
  const booking = useBooking(reference, urlToken, hydrated);
  const complete = useCompleteBooking();
  const [completeError, setCompleteError] = useState<string | null>(null);
  const completing = useRef(false);
  const status = booking.data?.status;
  const { refetch } = booking;

  useEffect(() => {
    // Back from 3-D Secure: the server asks the gateway how the challenge went, once.
    if (status !== "requires_action" || !reference || completing.current) return;
    completing.current = true;
    complete.mutate(
      { reference, token: urlToken, idempotencyKey: completionKey(reference) },
      {
        onError: async (err) => {
          setCompleteError((await apiFailure(err)).message);
          // A refused challenge leaves the booking failed: show it as the server has it now.
          void refetch();
        },
      },
    );
  }, [status, reference, urlToken, complete, refetch]);

  if (!reference) return <NotFound product={product} />;
  // Until "complete" has answered, a booking back from 3-D Secure is being confirmed.
  const confirming = status === "requires_action" && complete.isIdle && !completeError;
  if (booking.isPending || complete.isPending || confirming)
    return <Waiting text={booking.isPending ? t("loading") : t("confirmingPayment")} />;
  if (booking.isError)
    return (
      <p role="alert" className={CARD}>
        {booking.error.message}
      </p>
    );
  if (!booking.data) return <NotFound product={product} />;
  const view = booking.data;
  const token = urlToken ?? guestLinkToken(view.guestLink);
  return (
    <div className="space-y-6">
      {completeError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {completeError}
        </p>
      )}
      {view.status === "failed" ? <Failed view={view} /> : <Outcome view={view} token={token} />}
    </div>
  );
}

function NotFound({ product }: { product: BookedProduct }) {
  const t = useTranslations("Checkout");
  return (
    <LinkNotice
      text={t("bookingNotFound")}
      href={PRODUCT_PAGES[product].detail}
      linkText={t("findBooking")}
    />
  );
}

/** A failed booking, said plainly: why, that nothing was charged, and the way back to search. */
function Failed({ view }: { view: BookingView }) {
  const t = useTranslations("Checkout");
  return (
    <section role="alert" className={`${CARD} border-red-200`}>
      <h2 className="text-xl font-semibold text-red-900">{t("failedTitle")}</h2>
      <p className="mt-2">{view.failure?.message ?? t("failedGeneric")}</p>
      <p className="mt-2 font-semibold">{t("nothingCharged")}</p>
      <Link
        href={pagesOf(view.offer.product).search}
        className={`mt-4 inline-block ${BRAND_BUTTON}`}
      >
        {t("backToSearch")}
      </Link>
    </section>
  );
}

function Outcome({ view, token }: { view: BookingView; token: string | null }) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  const confirmed = view.status === "confirmed";
  return (
    <>
      <section aria-labelledby="outcome-heading" className={CARD}>
        <h2 id="outcome-heading" className="text-2xl font-bold">
          {confirmed ? t("confirmedTitle") : t("pendingTitle")}
        </h2>
        {!confirmed && <p className="mt-2">{t("pendingDetail")}</p>}
        {view.status === "requires_action" && view.challengeUrl && (
          // The challenge was left unfinished: the bank's page is where it is approved.
          <a
            href={view.challengeUrl}
            className="mt-2 inline-block font-semibold text-brand underline"
          >
            {t("approvePayment")}
          </a>
        )}
        <p className="mt-4 text-sm text-slate-600">{t("yourReference")}</p>
        <p
          className="font-mono text-4xl font-bold tracking-wider"
          dir="ltr"
          data-testid="booking-reference"
        >
          {view.reference}
        </p>
        <div className="mt-2">
          <StatusBadge status={view.status} />
        </div>
        <dl className="mt-4 grid gap-1 sm:grid-cols-[14rem_1fr]">
          <BookingReferences view={view} />
          <dt className="text-slate-600">{t("amountCharged")}</dt>
          <dd className="font-semibold">
            {t("amountInCurrency", {
              amount: formatMinor(view.charged, locale),
              currency: view.charged.currency,
            })}
          </dd>
          {view.creditsUsed && view.creditsUsed.amountMinor > 0 && (
            <>
              <dt className="text-slate-600">{t("creditsUsed")}</dt>
              <dd>{formatMinor(view.creditsUsed, locale)}</dd>
            </>
          )}
          <AgentCommission view={view} />
        </dl>
      </section>
      <BookingFactsSection view={view} />
      <BookingPriceSection view={view} />
      <BookingDocumentsSection view={view} token={token} />
      <Link
        href={withTokenParam(detailHref(view.reference, view.offer.product), token)}
        className={`inline-block ${BRAND_BUTTON}`}
      >
        {t("viewBooking")}
      </Link>
    </>
  );
}
