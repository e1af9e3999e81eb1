"use client";

import { useTranslations } from "next-intl";
import { DateField, type DateFieldProps } from "../date-field";

/** A flight's date (components/booking/date-field.tsx) in the flight search's words. */
export function FlightDateField(props: DateFieldProps) {
  const t = useTranslations("FlightSearch");
  return (
    <DateField
      {...props}
      emptyText={t("addDate")}
      dialogLabel={t("chooseDate", { label: props.label })}
    />
  );
}
