"use client";

import dynamic from "next/dynamic";
import { useLocale } from "next-intl";
import { useId } from "react";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { CalendarDialog, CalendarLoading, PopoverTrigger } from "./popover-field";
import { usePopover } from "./use-popover";

// The calendar and react-day-picker load only when a calendar first opens.
const DateCalendar = dynamic(() => import("./flights/flight-date-calendar"), {
  ssr: false,
  loading: CalendarLoading,
});

/**
 * A day (a flight's, an activity's): a labelled button showing it (SPEC §9: MMM DD, YYYY in the
 * page language) that opens a calendar of the days from `min` to `max`. Choosing a day, Escape or
 * a click outside closes it; focus goes back to the button. The product gives its texts: what the
 * button says while no day is chosen, and the calendar dialog's name.
 */
export interface DateFieldProps {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange(date: string): void;
  error?: string;
}

export function DateField({
  label,
  value,
  min,
  max,
  onChange,
  error,
  emptyText,
  dialogLabel,
}: DateFieldProps & { emptyText: string; dialogLabel: string }) {
  const locale = useLocale() as Locale;
  const id = useId();
  const { open, setOpen, box, button, close, onKeyDown } = usePopover();
  return (
    <div ref={box} className="relative min-w-0 space-y-1">
      <PopoverTrigger
        id={id}
        label={label}
        open={open}
        controls={open ? `${id}-calendar` : undefined}
        dialog
        errorId={error ? `${id}-error` : undefined}
        buttonRef={button}
        onClick={() => setOpen((o) => !o)}
        valueClassName={value ? "" : "text-slate-500"}
      >
        {value ? formatDisplayDate(value, locale) : emptyText}
      </PopoverTrigger>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {open && (
        <CalendarDialog id={`${id}-calendar`} label={dialogLabel} onKeyDown={onKeyDown}>
          <DateCalendar
            value={value}
            min={min}
            max={max}
            locale={locale}
            onSelect={(date) => {
              onChange(date);
              close();
            }}
          />
        </CalendarDialog>
      )}
    </div>
  );
}
