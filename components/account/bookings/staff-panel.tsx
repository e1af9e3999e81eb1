"use client";

import { HTTPError } from "ky";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { CARD } from "@/components/booking/trips/trip-frame";
import {
  useAddBookingNote,
  useBookingNotes,
  useResendBookingMail,
} from "@/lib/api/queries/agency-bookings";
import { formatInstant } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const statusOf = (error: unknown) => (error instanceof HTTPError ? error.response.status : 0);

/**
 * The back office's part of a booking's page, for the agency's staff only: send its last email
 * again, and the internal notes (never shown to the traveller) with a form to add one.
 */
export function StaffPanel({ reference, status }: { reference: string; status: string }) {
  const t = useTranslations("AgencyBookings");
  const locale = useFormatLocale();
  const id = useId();
  const notes = useBookingNotes(reference, true);
  const add = useAddBookingNote(reference);
  const resend = useResendBookingMail(reference);
  const [draft, setDraft] = useState("");
  const canResend = status === "confirmed" || status === "cancelled";

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!draft.trim()) return;
    add.mutate(draft.trim(), { onSuccess: () => setDraft("") });
  }

  const resendStatus = statusOf(resend.error);
  return (
    <section aria-labelledby={`${id}-staff`} className={`${CARD} space-y-5`}>
      <h2 id={`${id}-staff`} className="text-lg font-semibold">
        {t("staffHeading")}
      </h2>
      {canResend && (
        <div className="space-y-2">
          <button
            type="button"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            aria-busy={resend.isPending}
            className="rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white disabled:opacity-60"
          >
            {status === "cancelled" ? t("resendCancellation") : t("resendConfirmation")}
          </button>
          <p role="status" className="text-sm">
            {resend.isSuccess && t("resent")}
            {resend.isError &&
              (resendStatus === 429
                ? t("resendTooSoon")
                : resendStatus === 409
                  ? t("resendNothing")
                  : t("actionFailed"))}
          </p>
        </div>
      )}

      <div className="space-y-3">
        <h3 className="font-semibold">{t("notesHeading")}</h3>
        {notes.isError ? (
          <p role="alert" className="text-red-800">
            {t("actionFailed")}
          </p>
        ) : notes.data && notes.data.length > 0 ? (
          <ol className="space-y-3" data-testid="booking-notes">
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-lg bg-slate-50 p-3">
                <p className="whitespace-pre-line">{note.body}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {note.author?.name ?? t("formerStaff")} ·{" "}
                  <time dateTime={note.at}>{formatInstant(note.at, locale)}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : notes.data ? (
          <p className="text-sm text-slate-600">{t("noNotes")}</p>
        ) : null}
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={`${id}-note`} className="block text-sm font-medium">
            {t("addNote")}
          </label>
          <textarea
            id={`${id}-note`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={2000}
            rows={3}
            aria-describedby={`${id}-note-hint`}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <p id={`${id}-note-hint`} className="text-xs text-slate-500">
            {t("noteHint")}
          </p>
          {add.isError && (
            <p role="alert" className="text-sm text-red-800">
              {t("actionFailed")}
            </p>
          )}
          <button
            type="submit"
            disabled={add.isPending || !draft.trim()}
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {t("saveNote")}
          </button>
        </form>
      </div>
    </section>
  );
}
