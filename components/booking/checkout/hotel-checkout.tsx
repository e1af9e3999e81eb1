"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  HOTELS_PATH,
  hotelResultsHref,
  parseHotelSearch,
  toStayQuery,
} from "@/lib/booking/hotel-search-params";
import { BookingFacts } from "../trips/booking-facts";
import { CheckoutFrame } from "./checkout-frame";
import { RoomGuests } from "./checkout-sections";
import { LinkNotice } from "./page-states";
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
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!offerId || !stay) {
    return <LinkNotice text={t("invalidLink")} href={HOTELS_PATH} linkText={t("searchAgain")} />;
  }
  return (
    <CheckoutFrame
      allowNonLoginFlow={allowNonLoginFlow}
      checkout={{
        product: "hotels",
        offerId,
        query: stay,
        currency,
        // A hotel's 409 is always the room gone.
        conflictIsSoldOut: true,
        backHref: hotelResultsHref(search),
        heading: { id: "stay-heading", text: t("yourStay") },
        summary: (offer) => <BookingFacts offer={offer} />,
        nationality: stay.nationality,
        travellers: (offer) => ({
          // A guest named per room, in the form.
          typed: offer.rooms.length,
          section: (form) => (
            <RoomGuests
              rooms={offer.rooms.length}
              register={form.register}
              errors={form.errors}
              companions={form.companions}
              onCompanion={form.fill}
            />
          ),
        }),
      }}
    />
  );
}
