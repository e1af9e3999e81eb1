"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { CheckoutFrame } from "@/components/booking/checkout/checkout-frame";
import type { CheckoutTravellers } from "@/components/booking/checkout/checkout-form";
import { LinkNotice } from "@/components/booking/checkout/page-states";
import { useQuoteCurrency } from "@/components/booking/checkout/use-quote-currency";
import { useVisitorCountry } from "@/lib/api/queries/visitor-country";
import {
  CRUISE_CONFIRM_TEMPLATE,
  cruiseDetailsHref,
  readCruiseCheckout,
} from "@/lib/booking/cruise-search-params";
import { guestTypesInOrder } from "@/lib/contract/cruise-constants";
import type { CruiseOfferSnapshot } from "@/lib/contract/cruise";
import { CRUISE_PATH } from "@/lib/booking/product-pages";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { useAddressRead } from "../use-address-read";
import {
  bookingGuests,
  checkCruiseDraft,
  EMPTY_CRUISE_DRAFT,
  EMPTY_GUEST,
  GUEST_FIELDS,
  readCruiseDraft,
  type CruiseDraft,
} from "./cruise-logic";
import { CruiseGuests, DINING_FIELD_ID, guestFieldId } from "./cruise-guests";
import { useCruiseApiText } from "./cruise-labels";
import { CruiseSummary } from "./cruise-summary";
import type { BookingPageProps } from "../booking-page-props";

const draftKey = (offerId: string) => `cruise-checkout-draft:${offerId}`;

/** The draft this tab kept for the cabin; none when storage is refused. */
function storedDraft(key: string): CruiseDraft {
  try {
    return readCruiseDraft(sessionStorage.getItem(key));
  } catch {
    return EMPTY_CRUISE_DRAFT;
  }
}

/**
 * /booknow/cruise/checkout: hold the cabin for the party, show what is booked and the line's
 * cancellation charges, take every guest as on their passport and the dining time, then the shared
 * checkout form pays — the deposit now and the balance by its due date, or the whole price when
 * the sailing is near (the quote's schedule). The sailing, the cabin, the party and the quote are
 * in the address; what is typed is kept per cabin in the tab's sessionStorage, so a reload (a
 * language or currency change) keeps it.
 */
export function CruiseCheckout({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("CruiseCheckout");
  const tc = useTranslations("Checkout");
  const hydrated = useHydrated();
  const { search, sailingId, offerId, query } = useAddressRead(readCruiseCheckout, "quote");
  const currency = useQuoteCurrency(agencyDefaultCurrency);
  const visitor = useVisitorCountry(true);
  const apiText = useCruiseApiText();

  const key = offerId ? draftKey(offerId) : null;
  const stored = useMemo(
    () => (hydrated && key ? storedDraft(key) : EMPTY_CRUISE_DRAFT),
    [hydrated, key],
  );
  const [edited, setEdited] = useState<{ key: string; draft: CruiseDraft } | null>(null);
  const draft = edited && edited.key === key ? edited.draft : stored;
  const [checked, setChecked] = useState(false);

  if (!search || !sailingId || !offerId || !query) {
    return <LinkNotice text={tc("invalidLink")} href={CRUISE_PATH} linkText={tc("searchAgain")} />;
  }
  const detailsHref = cruiseDetailsHref(sailingId, search);

  function save(next: CruiseDraft) {
    if (!key) return;
    setEdited({ key, draft: next });
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: what is typed stays on the page.
    }
  }

  function travellers(offer: CruiseOfferSnapshot): CheckoutTravellers {
    const types = guestTypesInOrder(offer.guests);
    // Errors show once paying was tried, and follow what is typed after.
    const errors = checked ? checkCruiseDraft(draft, types, offer) : null;

    function check(): boolean {
      setChecked(true);
      const found = checkCruiseDraft(draft, types, offer);
      if (!found) return true;
      const guest = found.guests.findIndex((e) => Object.keys(e).length > 0);
      const target =
        guest >= 0
          ? guestFieldId(
              guest,
              GUEST_FIELDS.find((f) => found.guests[guest]![f])!,
            )
          : DINING_FIELD_ID;
      document.getElementById(target)?.focus();
      return false;
    }

    return {
      named: bookingGuests(draft.guests, types),
      answers: draft.diningTime ? { diningTime: draft.diningTime } : {},
      check,
      errorText: apiText,
      section: ({ companions }) => (
        <CruiseGuests
          types={types}
          guests={draft.guests}
          companions={companions}
          onGuest={(i, guest) => {
            const guests = types.map((_, j) => draft.guests[j] ?? EMPTY_GUEST);
            guests[i] = guest;
            save({ ...draft, guests });
          }}
          diningTime={draft.diningTime}
          onDining={(diningTime) => save({ ...draft, diningTime })}
          errors={errors}
        />
      ),
    };
  }

  return (
    <CheckoutFrame
      allowNonLoginFlow={allowNonLoginFlow}
      checkout={{
        product: "cruise",
        offerId,
        query,
        currency,
        backHref: detailsHref,
        heading: { id: "cruise-heading", text: t("yourCruise") },
        summary: (offer) => (
          <>
            <CruiseSummary offer={offer} />
            <Link
              href={detailsHref}
              className="inline-block text-sm font-semibold text-brand underline"
            >
              {t("changeCabin")}
            </Link>
          </>
        ),
        nationality: visitor.isPending ? null : (visitor.data ?? ""),
        travellers,
        contactHeading: t("contact"),
        confirmPath: CRUISE_CONFIRM_TEMPLATE,
      }}
    />
  );
}
