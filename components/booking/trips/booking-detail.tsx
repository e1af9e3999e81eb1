"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useMe } from "@/lib/api/queries/account";
import { useSignedInHint } from "@/lib/api/visit";
import { permissionsOf } from "@/lib/auth/permissions";
import { documentUrl, guestLinkToken, useBooking } from "@/lib/api/queries/bookings";
import type { BookingView } from "@/lib/contract/booking";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";
import { RecordLocator } from "../flights/flight-trip";
import { tripParts, tripPartsOf } from "../registry";
import { Waiting } from "../checkout/page-states";
import { BookingFacts } from "./booking-facts";
import { CancelBooking } from "./cancel-booking";
import { PayBalance } from "./pay-balance";
import { LookupForm } from "./lookup-form";
import { CARD, DocumentLinks, StatusBadge, useStatusName } from "./trip-frame";
import { PriceLines } from "../price-lines";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** Who moved the booking, in the history's words. */
const ACTOR_LABELS = {
  traveller: "actor.traveller",
  agency: "actor.agency",
  guest: "actor.guest",
  system: "actor.system",
} as const satisfies Record<BookingView["events"][number]["actor"], string>;

/** The confirmation page shows a flight's record locator as this page does. */
export { RecordLocator };

/** The staff's part of the page, loaded only for them. */
const StaffPanel = dynamic(
  () => import("@/components/account/bookings/staff-panel").then((m) => m.StaffPanel),
  { ssr: false },
);

/** Shows a looked-up booking at its own address, with its guest token when there is one. */
function showInAddress(view: BookingView) {
  const url = new URL(window.location.href);
  url.searchParams.set("reference", view.reference);
  const token = guestLinkToken(view.guestLink);
  if (token) url.searchParams.set("token", token);
  window.history.replaceState(null, "", url);
}

/**
 * /hotel-details, /flight-details and /mytrip/<car|activity|cruise>-details: one booking for its traveller, the agency's staff, or a
 * guest holding the emailed link's token; anyone else finds theirs with the reference and their
 * last name. What it shows follows the booking's product.
 */
export function BookingDetail() {
  const t = useTranslations("Trips");
  const params = useSearchParams();
  const reference = params.get("reference");
  const token = params.get("token");
  const hydrated = useHydrated();
  const signedIn = useSignedInHint();
  // A lookup's answer, for a guest whose booking came without a link token.
  const [found, setFound] = useState<BookingView | null>(null);
  const mayAsk = hydrated && (signedIn || !!token);
  const booking = useBooking(reference, token, mayAsk);
  const view = booking.data ?? (found?.reference === reference ? found : null);

  const lookup = (
    <LookupForm
      defaultReference={reference}
      onFound={(v) => {
        setFound(v);
        showInAddress(v);
      }}
    />
  );

  if (!hydrated || (mayAsk && reference && booking.isPending && !view))
    return <Waiting text={t("loading")} />;
  if (view) return <Detail view={view} token={token ?? guestLinkToken(view.guestLink)} />;
  if (booking.isError)
    return (
      <p role="alert" className={CARD}>
        {booking.error.message}
      </p>
    );
  return (
    <div className="space-y-6">
      {reference && mayAsk && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {t("notFound")}
        </p>
      )}
      {lookup}
    </div>
  );
}

function Detail({ view, token }: { view: BookingView; token: string | null }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  const statusName = useStatusName();
  const notice = useRef<HTMLDivElement>(null);
  const { data: me } = useMe();
  const staff = !!me && permissionsOf(me).has("bookings.read");
  return (
    <div className="space-y-6">
      <section aria-labelledby="booking-heading" className={CARD}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="booking-heading" className="text-2xl font-bold">
            <BookingTitle view={view} />
          </h2>
          <StatusBadge status={view.status} />
        </div>
        <p className="mt-2 text-slate-600">
          {t("referenceLabel")}{" "}
          <span className="font-mono text-lg font-semibold text-slate-900" dir="ltr">
            {view.reference}
          </span>
        </p>
        <div ref={notice} tabIndex={-1} role="status" className="mt-3">
          {view.status === "cancelled" && (
            <p className="rounded-lg bg-slate-100 px-3 py-2">
              {t("cancelledNotice", { refund: formatMinor(view.refunded, locale) })}
            </p>
          )}
          {view.status === "failed" && view.failure && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900">{view.failure.message}</p>
          )}
        </div>
        <dl className="mt-4 grid gap-1 sm:grid-cols-[14rem_1fr]">
          <BookingReferences view={view} />
          <dt className="text-slate-600">{t("charged")}</dt>
          <dd className="font-semibold">{formatMinor(view.charged, locale)}</dd>
          {view.refunded.amountMinor > 0 && (
            <>
              <dt className="text-slate-600">{t("refunded")}</dt>
              <dd>{formatMinor(view.refunded, locale)}</dd>
            </>
          )}
          {view.agentName && (
            <>
              <dt className="text-slate-600">{t("bookedBy")}</dt>
              <dd>{view.agentName}</dd>
            </>
          )}
          <AgentCommission view={view} />
        </dl>
      </section>
      <BookingFactsSection view={view} />
      <BookingPriceSection view={view} />
      <PayBalance view={view} token={token} />
      <BookingDocumentsSection view={view} token={token} />
      <CancelBooking view={view} token={token} onCancelled={() => notice.current?.focus()} />
      {staff && <StaffPanel reference={view.reference} status={view.status} />}
      <section aria-labelledby="history-heading" className={CARD}>
        <h2 id="history-heading" className="mb-4 text-lg font-semibold">
          {t("history")}
        </h2>
        <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
          {view.events.map((e, i) => (
            <li key={i}>
              <p className="font-medium">
                {e.from
                  ? t("eventMoved", { from: statusName(e.from), to: statusName(e.to) })
                  : t("eventCreated", { to: statusName(e.to) })}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={e.at}>{formatInstant(e.at, locale)}</time>
                {" · "}
                {t(ACTOR_LABELS[e.actor])}
                {e.reason && ` · ${e.reason}`}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * The supplier's numbers of a booking, as rows of the caller's `<dl>`: a number its product shows
 * first in its own words (a flight's record locator), the supplier's reference, and the
 * confirmation number under its product's name for it.
 */
export function BookingReferences({ view }: { view: BookingView }) {
  const t = useTranslations("Trips");
  const { LeadConfirmation } = tripParts(view.offer);
  return (
    <>
      {view.hotelConfirmation && LeadConfirmation && (
        <LeadConfirmation code={view.hotelConfirmation} />
      )}
      {view.supplierReference && (
        <>
          <dt className="text-slate-600">{t("supplierReference")}</dt>
          <dd className="font-mono">{view.supplierReference}</dd>
        </>
      )}
      {view.hotelConfirmation && !LeadConfirmation && (
        <>
          <dt className="text-slate-600">
            <ConfirmationLabel product={view.offer.product} hotel={t("hotelConfirmation")} />
          </dt>
          <dd className="font-mono">{view.hotelConfirmation}</dd>
        </>
      )}
    </>
  );
}

/** The booking agent's commission as the ledger recorded it, for agents who see net figures. */
export function AgentCommission({ view }: { view: BookingView }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  if (!view.price.commission) return null;
  return (
    <>
      <dt className="text-slate-600">{t("commission")}</dt>
      <dd data-testid="agent-commission">{formatMinor(view.price.commission, locale)}</dd>
    </>
  );
}

/** What was booked, under its product's heading (a stay's, flights', a rental's, an activity's). */
export function BookingFactsSection({ view }: { view: BookingView }) {
  const t = useTranslations("Trips");
  return (
    <section aria-labelledby="facts-heading" className={CARD}>
      <h2 id="facts-heading" className="mb-4 text-lg font-semibold">
        <FactsHeading product={view.offer.product} stay={t("stayHeading")} />
      </h2>
      <BookingFacts offer={view.offer} booking={view} />
    </section>
  );
}

/** A confirmed booking's documents, under their heading; nothing before it is confirmed. */
export function BookingDocumentsSection({
  view,
  token,
}: {
  view: BookingView;
  token: string | null;
}) {
  const t = useTranslations("Trips");
  if (view.status !== "confirmed") return null;
  return (
    <section aria-labelledby="documents-heading" className={CARD}>
      <h2 id="documents-heading" className="mb-4 text-lg font-semibold">
        {t("documents")}
      </h2>
      <BookingDocuments view={view} token={token} />
    </section>
  );
}

// A product's names and words come from its hooks, which differ in number from product to
// product: each reader below is keyed by the product, so another product's booking remounts it.

/** What a booking is for: the hotel's name, the flights' route, the rental's desks, the activity. */
export function BookingTitle({ view }: { view: Pick<BookingView, "offer"> }) {
  return <Title key={view.offer.product} offer={view.offer} />;
}

function Title({ offer }: { offer: BookingView["offer"] }) {
  return <>{tripParts(offer).useNames()(offer).title}</>;
}

/** The heading over a booking's facts: the stay (in the caller's words), flights, rental, activity. */
function FactsHeading({ product, stay }: { product: string; stay: string }) {
  return <Word key={product} product={product} word="factsHeading" fallback={stay} />;
}

/**
 * What the supplier's confirmation number is called: the hotel's (in the caller's words), the
 * rental company's, the activity operator's. A flight's is its record locator.
 */
function ConfirmationLabel({ product, hotel }: { product: string; hotel: string }) {
  return <Word key={product} product={product} word="confirmation" fallback={hotel} />;
}

function Word({
  product,
  word,
  fallback,
}: {
  product: string;
  word: "factsHeading" | "confirmation";
  fallback: string;
}) {
  return <>{tripPartsOf(product).useWords()[word] ?? fallback}</>;
}

/**
 * The voucher (a flight's e-ticket itinerary, a rental's voucher, an activity's tickets) and the
 * calendar file of a confirmed booking.
 */
function BookingDocuments({ view, token }: { view: BookingView; token: string | null }) {
  return <Documents key={view.offer.product} view={view} token={token} />;
}

function Documents({ view, token }: { view: BookingView; token: string | null }) {
  const { documents } = tripParts(view.offer).useWords();
  return (
    <DocumentLinks
      voucher={documentUrl(view.reference, "voucher.pdf", token)}
      calendar={documentUrl(view.reference, "calendar.ics", token)}
      labels={documents}
    />
  );
}

/** What the booking's price is made of: the lines its checkout showed, adding up to the total. */
export function BookingPriceSection({ view }: { view: BookingView }) {
  const t = useTranslations("Trips");
  return (
    <section aria-labelledby="price-heading" className={CARD}>
      <h2 id="price-heading" className="mb-2 text-lg font-semibold">
        {t("priceHeading")}
      </h2>
      <PriceLines price={view.price} />
    </section>
  );
}
