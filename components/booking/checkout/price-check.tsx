"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { QuoteResponse } from "@/lib/contract/booking";
import { formatMinor, formatUsdCents } from "@/lib/booking/trip-format";
import { BRAND_BUTTON, BrandButton } from "../buttons";
import { Waiting } from "./page-states";
import type { CheckoutQuote } from "./use-checkout-quote";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const NOTICE = "rounded-2xl border p-6";

/**
 * The price check's "moved" answer: the old and the new price, and the button that accepts the
 * new one. Paying is refused until it is pressed (the API refuses it too, with priceChanged).
 */
export function PriceMoved({
  quote,
  accepted,
  onAccept,
}: {
  quote: QuoteResponse;
  accepted: boolean;
  onAccept(): void;
}) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  const previous = quote.previousTotalUsd;
  return (
    <section
      aria-labelledby="price-moved-heading"
      className={`${NOTICE} border-amber-300 bg-amber-50 text-amber-950`}
    >
      <h2 id="price-moved-heading" className="text-lg font-semibold">
        {t("priceMovedTitle")}
      </h2>
      <p className="mt-2">
        {previous !== null
          ? t("priceMovedDetail", {
              old: formatUsdCents(previous, locale),
              new: formatUsdCents(quote.price.totalUsd, locale),
              charged: formatMinor(quote.price.total, locale),
            })
          : t("priceMovedNoOld", { charged: formatMinor(quote.price.total, locale) })}
      </p>
      {accepted ? (
        <p role="status" className="mt-3 font-semibold">
          {t("priceAccepted")}
        </p>
      ) : (
        <BrandButton id="accept-price" onClick={onAccept} className="mt-4 hover:opacity-90">
          {t("acceptNewPrice")}
        </BrandButton>
      )}
    </section>
  );
}

/** The price check's "holds" answer, said quietly: nothing to do but go on. */
export function PriceHolds() {
  const t = useTranslations("Checkout");
  return <p className="text-sm text-emerald-800">{t("priceHolds")}</p>;
}

/** The price check's "gone" answer: the room was sold; back to the same search. */
export function SoldOut({ searchHref }: { searchHref: string }) {
  const t = useTranslations("Checkout");
  return (
    <section role="alert" className={`${NOTICE} border-red-200 bg-red-50 text-red-900`}>
      <h2 className="text-lg font-semibold">{t("soldOutTitle")}</h2>
      <p className="mt-2">{t("soldOutDetail")}</p>
      <Link href={searchHref} className={`mt-4 inline-block ${BRAND_BUTTON}`}>
        {t("searchAgain")}
      </Link>
    </section>
  );
}

/** The hold ended before paying: nothing was charged; holding again prices the room afresh. */
export function HoldExpired({ onHoldAgain, busy }: { onHoldAgain(): void; busy: boolean }) {
  const t = useTranslations("Checkout");
  return (
    <section role="alert" className={`${NOTICE} border-amber-300 bg-amber-50 text-amber-950`}>
      <h2 className="text-lg font-semibold">{t("expiredTitle")}</h2>
      <p className="mt-2">{t("expiredDetail")}</p>
      <BrandButton
        onClick={onHoldAgain}
        disabled={busy}
        aria-busy={busy}
        className="mt-4 disabled:opacity-60"
      >
        {t("holdAgain")}
      </BrandButton>
    </section>
  );
}

/** Holding failed for another reason: the API's words, and a way to try again. */
export function QuoteFailed({
  message,
  onRetry,
  searchHref,
}: {
  message: string;
  onRetry(): void;
  searchHref: string;
}) {
  const t = useTranslations("Checkout");
  return (
    <section role="alert" className={`${NOTICE} border-red-200 bg-red-50 text-red-900`}>
      <h2 className="text-lg font-semibold">{t("quoteFailedTitle")}</h2>
      <p className="mt-2">{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <BrandButton onClick={onRetry}>{t("tryAgain")}</BrandButton>
        <Link href={searchHref} className="rounded-lg px-4 py-2 font-semibold text-brand underline">
          {t("searchAgain")}
        </Link>
      </div>
    </section>
  );
}

/**
 * What the checkout says above its form while the hold is not open: expired (hold again), failed
 * (the API's words, in the product's `errorText`, with `afterFailure` beside them) or still
 * holding; nothing once it is open.
 */
export function QuoteNotice({
  quote,
  onHoldAgain,
  holding,
  searchHref,
  errorText = (message) => message,
  afterFailure,
}: {
  quote: CheckoutQuote;
  onHoldAgain(): void;
  holding: boolean;
  searchHref: string;
  errorText?: (message: string) => string;
  afterFailure?: ReactNode;
}) {
  const t = useTranslations("Checkout");
  if (quote.state === "expired") return <HoldExpired onHoldAgain={onHoldAgain} busy={holding} />;
  if (quote.state === "loading") return <Waiting text={t("holding")} />;
  if (quote.state !== "failed") return null;
  return (
    <div className="space-y-3">
      <QuoteFailed
        message={errorText(quote.message)}
        onRetry={onHoldAgain}
        searchHref={searchHref}
      />
      {afterFailure}
    </div>
  );
}
