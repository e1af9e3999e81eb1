"use client";

import { useTranslations } from "next-intl";
import type { ItineraryDay } from "@/lib/contract/cruise";
import { formatStayDate, formatTimeOfDay, zoneName } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** A time at a port, on the port's own clock, with that clock named ("8:00 AM EST"). */
function PortTime({ at, timeZone }: { at: string | null; timeZone: string }) {
  const locale = useFormatLocale();
  if (!at) return <span aria-hidden="true">—</span>;
  return (
    <time dateTime={at}>
      {formatTimeOfDay(at.slice(11, 16), locale)} {zoneName(at, locale, timeZone)}
    </time>
  );
}

/**
 * A sailing day by day: the date, the port (or a day at sea) and the ship's arrival and
 * departure there, each on the port's own clock, as the line's cruise planner says them.
 */
export function CruiseItinerary({ days }: { days: readonly ItineraryDay[] }) {
  const t = useTranslations("CruiseTrips");
  const locale = useFormatLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm" data-testid="cruise-itinerary">
        <caption className="sr-only">{t("itineraryCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("day")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("port")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("arrive")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("depart")}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-b border-slate-100">
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                <span className="block font-medium">{t("dayNumber", { day: d.day + 1 })}</span>
                <span className="text-slate-600">{formatStayDate(d.date, locale)}</span>
              </th>
              <td className="py-2 pe-3">{d.port ? d.port.name : t("atSea")}</td>
              <td className="py-2 pe-3">
                {d.port && <PortTime at={d.arrive} timeZone={d.port.timeZone} />}
              </td>
              <td className="py-2">
                {d.port && <PortTime at={d.depart} timeZone={d.port.timeZone} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
