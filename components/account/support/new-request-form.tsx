"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, describedBy, FieldFrame, SubmitButton } from "@/components/ui/form";
import { useOpenSupportThread } from "@/lib/api/queries/support";
import {
  newSupportThread,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type NewSupportThread,
} from "@/lib/contract/support";

export interface BookingOption {
  id: string;
  reference: string;
  title: string;
}

const CONTROL =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

interface Values {
  subject: string;
  message: string;
  bookingId: string;
}

const ERROR_KEYS = {
  subject: "errorSubject",
  message: "errorMessage",
  bookingId: "errorBooking",
} as const;

/**
 * A new support request: its subject, first message and, optionally, the booking it is about.
 * The contract's schema checks it as the API will; a field's error is said beside it and a
 * refusal of the API is announced.
 */
export function NewRequestForm({
  bookings,
  onSent,
  onCancel,
}: {
  bookings: BookingOption[];
  onSent(): void;
  onCancel(): void;
}) {
  const t = useTranslations("Support");
  const open = useOpenSupportThread();
  const [failed, setFailed] = useState(false);
  const form = useForm<Values, unknown, NewSupportThread>({
    resolver: zodResolver(newSupportThread) as never,
    defaultValues: { subject: "", message: "", bookingId: "" },
  });
  const errors = form.formState.errors;
  const errorOf = (field: keyof Values) => (errors[field] ? t(ERROR_KEYS[field]) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await open.mutateAsync(values);
      form.reset();
      onSent();
    } catch {
      setFailed(true);
    }
  });

  const subjectError = errorOf("subject");
  const messageError = errorOf("message");
  const bookingError = errorOf("bookingId");
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("newRequest")}>
      <FieldFrame
        id="support-subject"
        label={t("subject")}
        hint={t("subjectHint")}
        error={subjectError}
      >
        <input
          id="support-subject"
          type="text"
          maxLength={SUPPORT_SUBJECT_MAX}
          autoComplete="off"
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={describedBy("support-subject", {
            hint: t("subjectHint"),
            error: subjectError,
          })}
          className={CONTROL}
          {...form.register("subject")}
        />
      </FieldFrame>
      {bookings.length > 0 && (
        <FieldFrame id="support-booking" label={t("booking")} error={bookingError}>
          <select
            id="support-booking"
            aria-invalid={bookingError ? true : undefined}
            aria-describedby={describedBy("support-booking", { error: bookingError })}
            className={CONTROL}
            {...form.register("bookingId")}
          >
            <option value="">{t("noBooking")}</option>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title ? `${b.reference} – ${b.title}` : b.reference}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      <FieldFrame id="support-message" label={t("message")} error={messageError}>
        <textarea
          id="support-message"
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy("support-message", { error: messageError })}
          className={CONTROL}
          {...form.register("message")}
        />
      </FieldFrame>
      {failed && <Alert tone="error">{t("sendFailed")}</Alert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={open.isPending} className="px-4 py-2">
          {t("send")}
        </SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg px-4 py-2 font-semibold text-brand"
        >
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
