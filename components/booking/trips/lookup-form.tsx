"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert, Field, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useBookingLookup } from "@/lib/api/queries/bookings";
import type { BookingView } from "@/lib/contract/booking";
import { CARD } from "./trip-frame";

interface LookupValues {
  reference: string;
  lastName: string;
}

/** The contract's lookup schema through zodResolver, loaded when the form is first checked. */
const lookupResolver: Resolver<LookupValues> = async (values, context, options) => {
  const [{ zodResolver }, { bookingLookupRequest }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/contract/booking"),
  ]);
  const resolve = zodResolver(bookingLookupRequest) as unknown as Resolver<LookupValues>;
  return resolve(values, context, options);
};

/** A guest finds a booking by its reference and the lead guest's last name. */
export function LookupForm({
  defaultReference,
  onFound,
}: {
  defaultReference: string | null;
  onFound(view: BookingView): void;
}) {
  const t = useTranslations("Trips");
  const lookup = useBookingLookup();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LookupValues>({
    resolver: lookupResolver,
    defaultValues: { reference: defaultReference ?? "", lastName: "" },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      onFound(await lookup.mutateAsync(values));
    } catch (err) {
      const failure = await apiFailure(err);
      setError(failure.status === 404 ? t("lookupNotFound") : failure.message);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="lookup-heading"
      className={`${CARD} max-w-md space-y-4`}
    >
      <h2 id="lookup-heading" className="text-lg font-semibold">
        {t("lookupTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("lookupIntro")}</p>
      <Field
        label={t("reference")}
        autoComplete="off"
        dir="ltr"
        error={formState.errors.reference && t("lookupReferenceError")}
        {...register("reference")}
      />
      <Field
        label={t("lastName")}
        autoComplete="family-name"
        error={formState.errors.lastName && t("lookupLastNameError")}
        {...register("lastName")}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={lookup.isPending}>{t("lookupSubmit")}</SubmitButton>
    </form>
  );
}
