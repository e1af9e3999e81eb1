"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { apiFailure } from "@/lib/api/errors";
import { bookingKey, newIdempotencyKey, useCancelBooking } from "@/lib/api/queries/bookings";
import type { BookingView } from "@/lib/contract/booking";
import { formatMinor } from "@/lib/booking/trip-format";
import { tripParts } from "../registry";
import { CARD } from "./trip-frame";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

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
  const locale = useFormatLocale();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  // One key per confirmation: pressing "Yes, cancel" again after no answer is the same request.
  const key = useRef<string | null>(null);
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const terms = view.cancellation;
  // What cancelling means, said for the product: until when it stays free, what goes with it.
  const { CancelNotes } = tripParts(view.offer);
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
