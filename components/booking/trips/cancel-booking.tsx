"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { apiFailure } from "@/lib/api/errors";
import { bookingKey, newIdempotencyKey, useCancelBooking } from "@/lib/api/queries/bookings";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import type { BookingView, FlightOfferSnapshot } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { activityZone } from "./activity-facts";
import { CARD } from "./booking-facts";
import { pickUpZone } from "./car-facts";
import { departureZone } from "./flight-facts";
import { deadlineIn, formatInstant, formatMinor, zoneName } from "@/lib/booking/trip-format";

/**
 * Cancelling: what the policy refunds now (the server's figure, for any product), then a confirm
 * dialog. The dialog is the native modal <dialog>: the page behind it is inert (focus stays
 * inside), Esc closes it, and focus returns to the button that opened it.
 */
export function CancelBooking({
  view,
  token,
  onCancelled,
}: {
  view: BookingView;
  token: string | null;
  onCancelled(): void;
}) {
  const t = useTranslations("Trips");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  // One key per confirmation: pressing "Yes, cancel" again after no answer is the same request.
  const key = useRef<string | null>(null);
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const terms = view.cancellation;
  if (!terms || view.status !== "confirmed") return null;

  const refund = formatMinor(terms.refund, locale);
  const penalty = formatMinor(terms.penalty, locale);
  const outcome =
    terms.penalty.amountMinor > 0
      ? t("cancelCosts", { penalty, refund })
      : t("cancelRefund", { refund });

  function open() {
    key.current = newIdempotencyKey();
    setError(null);
    dialog.current?.showModal();
  }

  function confirm() {
    if (!terms || !key.current) return;
    cancel.mutate(
      {
        reference: view.reference,
        token,
        expectedRefundMinor: terms.refund.amountMinor,
        idempotencyKey: key.current,
      },
      {
        onSuccess: () => {
          dialog.current?.close();
          onCancelled();
        },
        onError: async (err) => {
          const failure = await apiFailure(err);
          setError(failure.message);
          if (failure.status === 409) {
            // The refund changed since it was shown: show the new one; confirming is a new request.
            key.current = newIdempotencyKey();
            void queryClient.invalidateQueries({ queryKey: bookingKey(view.reference) });
          } else if (failure.status !== 0 && failure.status < 500)
            key.current = newIdempotencyKey();
        },
      },
    );
  }

  return (
    <section aria-labelledby="cancel-heading" className={CARD}>
      <h2 id="cancel-heading" className="text-lg font-semibold">
        {t("cancelHeading")}
      </h2>
      <p className="mt-2">{outcome}</p>
      <CancelNotes
        offer={view.offer}
        freeUntil={terms.freeUntil}
        free={terms.penalty.amountMinor === 0}
      />
      <button
        type="button"
        onClick={open}
        className="mt-4 rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
      >
        {t("cancelBooking")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="cancel-dialog-heading"
        aria-describedby="cancel-dialog-detail"
        className="m-auto w-full max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="cancel-dialog-heading" className="text-lg font-semibold">
          {t("cancelConfirmTitle", { reference: view.reference })}
        </h2>
        <p id="cancel-dialog-detail" className="mt-2">
          {outcome}
        </p>
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            // The safe choice takes focus first.
            autoFocus
            onClick={() => dialog.current?.close()}
            className="rounded-lg px-4 py-2 font-semibold text-brand"
          >
            {t("keepBooking")}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {cancel.isPending ? t("cancelling") : t("confirmCancel")}
          </button>
        </div>
      </dialog>
    </section>
  );
}

/** What cancelling means, said for the product: until when it stays free, what goes with it. */
function CancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: BookingView["offer"];
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("Trips");
  switch (offer.product) {
    case "flights":
      return <FlightCancelNotes offer={offer} freeUntil={freeUntil} free={free} />;
    case "cars":
      return <CarCancelNotes offer={offer} freeUntil={free ? freeUntil : null} />;
    case "activities":
      return <ActivityCancelNotes offer={offer} freeUntil={free ? freeUntil : null} />;
    default:
      return (
        freeUntil && free && <p className="mt-1 text-sm text-slate-600">{t("cancelFreeNote")}</p>
      );
  }
}

/** A rental stays free to cancel until its deadline, on the pick-up desk's clock. */
function CarCancelNotes({
  offer,
  freeUntil,
}: {
  offer: CarOfferSnapshot;
  freeUntil: string | null;
}) {
  const t = useTranslations("CarTrips");
  const locale = useLocale();
  if (!freeUntil) return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      {t("cancelFreeUntil", deadlineIn(freeUntil, locale, pickUpZone(offer)))}
    </p>
  );
}

/**
 * An activity stays free to cancel until its deadline, on its own clock; every traveller's
 * ticket goes with it.
 */
function ActivityCancelNotes({
  offer,
  freeUntil,
}: {
  offer: ActivityOfferSnapshot;
  freeUntil: string | null;
}) {
  const t = useTranslations("ActivityTrips");
  const locale = useLocale();
  return (
    <>
      {freeUntil && (
        <p className="mt-1 text-sm text-slate-600">
          {t("cancelFreeUntil", deadlineIn(freeUntil, locale, activityZone(offer)))}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t("cancelTickets")}</p>
    </>
  );
}

/**
 * A flight's cancellation, said for flights: until when it stays free (on the departure
 * airport's clock), and that every passenger's e-tickets go with it.
 */
function FlightCancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: FlightOfferSnapshot;
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("FlightTrips");
  const locale = useLocale();
  const zone = departureZone(offer);
  return (
    <>
      {freeUntil && free && (
        <p className="mt-1 text-sm text-slate-600">
          {t("cancelFreeUntil", {
            date: formatInstant(freeUntil, locale, zone),
            zone: zoneName(freeUntil, locale, zone),
          })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t("cancelTickets")}</p>
    </>
  );
}
