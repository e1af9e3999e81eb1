"use client";

import { useTranslations } from "next-intl";
import { DateField } from "../date-field";

/** A flight's date (components/booking/date-field.tsx) in the flight search's words. */
export function FlightDateField(props: {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange(date: string): void;
  error?: string;
}) {
  const t = useTranslations("FlightSearch");
  return (
    <DateField
      {...props}
      emptyText={t("addDate")}
      dialogLabel={t("chooseDate", { label: props.label })}
    />
  );
}
