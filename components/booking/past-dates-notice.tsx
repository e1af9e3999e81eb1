"use client";

import Link from "next/link";
import { formatStayDate } from "@/lib/booking/trip-format";
import { BRAND_BUTTON } from "./buttons";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * A search link whose dates have passed, said in the page's language, with the nearest valid
 * dates to search instead (lib/booking/past-dates.ts), rather than an error or a silent drop.
 */
export function PastDatesNotice({
  text,
  searchText,
  dates,
  href,
}: {
  text: string;
  /** The link's words, given the new dates as they are shown. */
  searchText: (dates: { from: string; to: string }) => string;
  dates: { start: string; end: string };
  href: string;
}) {
  const locale = useFormatLocale();
  const from = formatStayDate(dates.start, locale);
  const to = formatStayDate(dates.end, locale);
  return (
    <div role="status" className="space-y-3 rounded-xl bg-amber-50 p-4 text-amber-950">
      <p className="font-medium">{text}</p>
      <Link href={href} className={`inline-block ${BRAND_BUTTON}`}>
        {searchText({ from, to })}
      </Link>
    </div>
  );
}
