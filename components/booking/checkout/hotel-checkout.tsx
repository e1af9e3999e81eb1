"use client";

import { useTranslations } from "next-intl";
import { queryKeys } from "@/lib/api/query-keys";
import {
  HOTELS_PATH,
  hotelResultsHref,
  parseHotelSearch,
  toStayQuery,
} from "@/lib/booking/hotel-search-params";
import { HotelFacts } from "../hotels/hotel-facts";
import { useAddressRead } from "../use-address-read";
import { CheckoutFrame } from "./checkout-frame";
import { RoomGuests } from "./checkout-sections";
import { LinkNotice } from "./page-states";
import { useQuoteCurrency } from "./use-quote-currency";
import type { BookingPageProps } from "../booking-page-props";

function readCheckout(params: URLSearchParams) {
  const search = parseHotelSearch(params);
  return { offerId: params.get("offerId"), search, stay: toStayQuery(search) };
}

/** /booknow/hotels/checkout: hold the room, take the guests' details and the payment. */
export function HotelCheckout({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("Checkout");
  const { offerId, search, stay } = useAddressRead(readCheckout, "quote");
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
        summary: (offer) => <HotelFacts offer={offer} />,
        previewKey: queryKeys.offerPreview("hotels", offerId, stay),
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
