"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { CheckoutFrame } from "@/components/booking/checkout/checkout-frame";
import { RoomGuests } from "@/components/booking/checkout/checkout-sections";
import { LinkNotice } from "@/components/booking/checkout/page-states";
import { useQuoteCurrency } from "@/components/booking/checkout/use-quote-currency";
import { releaseItinerary } from "@/lib/api/queries/resort";
import { useVisitorCountry } from "@/lib/api/queries/visitor-country";
import { todayIso } from "@/lib/booking/hotel-search-params";
import {
  readResortCheckout,
  RESORT_CONFIRM_PATH,
  resortDetailsHref,
} from "@/lib/booking/resort-stay-params";
import { RESORT_PATH } from "@/lib/booking/product-pages";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { HoldCheck, ResortSummary } from "./resort-summary";
import type { BookingPageProps } from "../booking-page-props";

/**
 * /booknow/resort/checkout: the unit held through the quote's supplier hold (no second hold), what
 * the resort service says it holds and until when (hold-check), a guest named per unit, then the
 * shared checkout form pays — the deposit where the property asks one. Abandoning the checkout
 * (another page, or the countdown ending) releases the hold with the service's
 * PUT /itineraries?status=RELEASE; a release that fails says 'Internal Server Error' (SPEC §8).
 */
export function ResortCheckout({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("ResortTrips");
  const tc = useTranslations("Checkout");
  const hydrated = useHydrated();
  const params = useSearchParams();
  const quoteId = params.get("quote");
  // The stay's days are checked against the visitor's today, known in the browser only.
  const today = hydrated ? todayIso() : "0000-01-01";
  const key = params.toString().replace(/(^|&)quote=[^&]*/, "");
  const checkout = useMemo(() => readResortCheckout(new URLSearchParams(key), today), [key, today]);
  const currency = useQuoteCurrency(agencyDefaultCurrency);
  const visitor = useVisitorCountry(true);
  const [releaseFailed, setReleaseFailed] = useState(false);
  const release = useCallback(async (id: string) => {
    try {
      await releaseItinerary(id);
    } catch (error) {
      setReleaseFailed(true);
      throw error;
    }
  }, []);

  if (!checkout) {
    return <LinkNotice text={tc("invalidLink")} href={RESORT_PATH} linkText={tc("searchAgain")} />;
  }
  const detailsHref = resortDetailsHref(checkout.propertyId, checkout.stay);
  return (
    <>
      {releaseFailed && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          Internal Server Error
        </p>
      )}
      <CheckoutFrame
        allowNonLoginFlow={allowNonLoginFlow}
        checkout={{
          product: "resort",
          offerId: checkout.offerId,
          query: checkout.query,
          currency,
          backHref: detailsHref,
          heading: { id: "resort-heading", text: t("yourStay") },
          summary: (offer) => (
            <>
              <HoldCheck referenceNumber={quoteId} />
              <ResortSummary offer={offer} />
              <Link
                href={detailsHref}
                className="inline-block text-sm font-semibold text-brand underline"
              >
                {t("changeUnit")}
              </Link>
            </>
          ),
          nationality: visitor.isPending ? null : (visitor.data ?? ""),
          travellers: (offer) => ({
            // A lead guest named per unit, in the form, as for a hotel's rooms.
            typed: offer.units,
            section: (form) => (
              <RoomGuests
                rooms={offer.units}
                register={form.register}
                errors={form.errors}
                companions={form.companions}
                onCompanion={form.fill}
              />
            ),
          }),
          confirmPath: RESORT_CONFIRM_PATH,
          release,
        }}
      />
    </>
  );
}
