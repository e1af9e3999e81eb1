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
  ACTIVITY_CONFIRM_TEMPLATE,
  activityDetailsHref,
  readActivityCheckout,
  readActivitySearch,
  toOfferQuery,
} from "@/lib/booking/activity-search-params";
import { ACTIVITIES_PATH } from "@/lib/booking/product-pages";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { useAddressRead } from "../use-address-read";
import {
  answersToSend,
  bookingTravellers,
  checkActivityFields,
  EMPTY_DRAFT,
  namedTypes,
  readActivityDraft,
  type ActivityDraft,
} from "./activity-logic";
import { ActivitySummary } from "./activity-summary";
import { ActivityTravellers, answerFieldId, nameFieldId } from "./activity-travellers";
import type { BookingPageProps } from "../booking-page-props";

const draftKey = (offerId: string) => `activity-checkout-draft:${offerId}`;

/** The draft this tab kept for the offer; none when storage is refused. */
function storedDraft(key: string): ActivityDraft {
  try {
    return readActivityDraft(sessionStorage.getItem(key));
  } catch {
    return EMPTY_DRAFT;
  }
}

function readCheckout(params: URLSearchParams) {
  const checkout = readActivityCheckout(params);
  return {
    checkout,
    search: readActivitySearch(params),
    query: checkout ? toOfferQuery(checkout) : null,
  };
}

/**
 * /booknow/activities/bookings/checkout: hold the slot for the travellers, show what is booked,
 * take the travellers' names and the option's answers, then the shared checkout form pays. The
 * slot, the day, the travellers and the quote are in the address; what is typed here is kept per
 * offer in the tab's sessionStorage (as the shared form keeps its own), so a reload (a language
 * or currency change) keeps everything.
 */
export function ActivityCheckout({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("ActivityCheckout");
  const tc = useTranslations("Checkout");
  const hydrated = useHydrated();

  const { checkout, search, query } = useAddressRead(readCheckout, "quote");

  const currency = useQuoteCurrency(agencyDefaultCurrency);
  // The contact's country starts as the visitor's (an activity has no nationality to go by).
  const visitor = useVisitorCountry(true);

  // The names and answers typed: the stored draft, until this page changes it.
  const key = checkout ? draftKey(checkout.offerId) : null;
  const stored = useMemo(() => (hydrated && key ? storedDraft(key) : EMPTY_DRAFT), [hydrated, key]);
  const [edited, setEdited] = useState<{ key: string; draft: ActivityDraft } | null>(null);
  const draft = edited && edited.key === key ? edited.draft : stored;
  const [checked, setChecked] = useState(false);

  if (!checkout) {
    return (
      <LinkNotice text={tc("invalidLink")} href={ACTIVITIES_PATH} linkText={tc("searchAgain")} />
    );
  }
  const detailsHref = activityDetailsHref(
    checkout.productCode,
    { date: checkout.date, travellers: checkout.travellers },
    search,
  );

  function save(next: ActivityDraft) {
    if (!key) return;
    setEdited({ key, draft: next });
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: what is typed stays on the page.
    }
  }

  function travellers(offer: ActivityOfferSnapshot): CheckoutTravellers {
    const types = namedTypes(offer.travellers, offer.namesRequired);
    const fields = {
      names: draft.names,
      count: types.length,
      namesRequired: offer.namesRequired,
      questions: offer.questions,
      answers: draft.answers,
    };
    // Errors show once paying was tried, and follow what is typed after.
    const errors = checked ? checkActivityFields(fields) : null;

    function check(): boolean {
      setChecked(true);
      const found = checkActivityFields(fields);
      if (!found) return true;
      const name = found.names.findIndex((n) => n.firstName || n.lastName);
      const question = offer.questions.find((q) => found.answers[q.id]);
      const target =
        name >= 0
          ? nameFieldId(name, found.names[name]!.firstName ? "firstName" : "lastName")
          : answerFieldId(question!.id);
      document.getElementById(target)?.focus();
      return false;
    }

    return {
      named: bookingTravellers(draft.names, types),
      answers: answersToSend(offer.questions, draft.answers),
      check,
      section: ({ companions }) => (
        <ActivityTravellers
          companions={companions}
          offer={offer}
          types={types}
          names={draft.names}
          onName={(i, name) => {
            const names = types.map((_, j) => draft.names[j] ?? { firstName: "", lastName: "" });
            names[i] = name;
            save({ ...draft, names });
          }}
          answers={draft.answers}
          onAnswer={(id, text) => save({ ...draft, answers: { ...draft.answers, [id]: text } })}
          errors={errors}
        />
      ),
    };
  }

  return (
    <CheckoutFrame
      allowNonLoginFlow={allowNonLoginFlow}
      checkout={{
        product: "activities",
        offerId: checkout.offerId,
        query,
        currency,
        backHref: detailsHref,
        heading: { id: "activity-heading", text: t("yourActivity") },
        summary: (offer) => (
          <>
            <ActivitySummary offer={offer} />
            <Link
              href={detailsHref}
              className="inline-block text-sm font-semibold text-brand underline"
            >
              {t("changeSlot")}
            </Link>
          </>
        ),
        nationality: visitor.isPending ? null : (visitor.data ?? ""),
        travellers,
        contactHeading: t("contact"),
        confirmPath: ACTIVITY_CONFIRM_TEMPLATE,
      }}
    />
  );
}
