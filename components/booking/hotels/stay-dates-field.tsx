"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { nightsBetween } from "@/lib/booking/hotel-search-params";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { CalendarDialog, CalendarLoading, PopoverTrigger } from "../popover-field";
import { usePopover } from "../use-popover";

// The calendar and react-day-picker load only when the calendar first opens.
const DateRangeCalendar = dynamic(() => import("./date-range-calendar"), {
  ssr: false,
  loading: CalendarLoading,
});

/**
 * Check-in and check-out: two labelled buttons showing the dates (SPEC §9: MMM DD, YYYY in the
 * page language) that open one range calendar. Escape, Done or a click outside closes it, and
 * focus goes back to the button that opened it.
 */
export function StayDatesField({
  checkIn,
  checkOut,
  onChange,
  error,
}: {
  checkIn: string;
  checkOut: string;
  onChange(checkIn: string, checkOut: string): void;
  error?: string;
}) {
  const t = useTranslations("Hotels");
  const locale = useLocale() as Locale;
  const id = useId();
  // The popover gives focus back to the date button that opened it.
  const { open, setOpen, box, button: opener, close, onKeyDown } = usePopover();

  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  const errorId = `${id}-error`;
  const dialogId = `${id}-calendar`;

  const trigger = (which: "in" | "out", label: string, value: string) => (
    <div className="min-w-0 flex-1 space-y-1">
      <PopoverTrigger
        id={`${id}-${which}`}
        label={label}
        open={open}
        controls={open ? dialogId : undefined}
        dialog
        errorId={error ? errorId : undefined}
        onClick={(e) => {
          opener.current = e.currentTarget;
          setOpen((o) => !o);
        }}
        valueClassName={value ? "" : "text-slate-500"}
      >
        {value ? formatDisplayDate(value, locale) : t("addDate")}
      </PopoverTrigger>
    </div>
  );

  return (
    <div ref={box} className="relative">
      <div className="flex gap-2">
        {trigger("in", t("checkIn"), checkIn)}
        {trigger("out", t("checkOut"), checkOut)}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {open && (
        <CalendarDialog id={dialogId} label={t("chooseDates")} onKeyDown={onKeyDown}>
          <DateRangeCalendar
            checkIn={checkIn}
            checkOut={checkOut}
            locale={locale}
            onChange={onChange}
          />
          <div className="mt-2 flex items-center justify-between gap-4 border-t border-slate-100 pt-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              {nights > 0
                ? t("nights", { count: nights })
                : checkIn
                  ? t("pickCheckOut")
                  : t("pickCheckIn")}
            </p>
            <button
              type="button"
              onClick={close}
              className="rounded-lg bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:opacity-90"
            >
              {t("done")}
            </button>
          </div>
        </CalendarDialog>
      )}
    </div>
  );
}
