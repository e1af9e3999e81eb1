"use client";

import { useTranslations } from "next-intl";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatUsdCents } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

export interface DailyPoint {
  day: string;
  bookings: number;
  salesUsd: number;
}

/**
 * Bookings (bars) and sales (line) a day over the last 30 days (recharts). Loaded only by the
 * Command Center, after the page; the same figures are in the table beside it for those who
 * cannot see the chart.
 */
export default function ActivityChart({ daily }: { daily: DailyPoint[] }) {
  const t = useTranslations("CommandCenter");
  const locale = useFormatLocale();
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const data = daily.map((d) => ({ ...d, sales: d.salesUsd / 100 }));
  return (
    <div className="h-72" aria-hidden="true" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          // The figures are in the table below it; the drawing is hidden from assistive technology.
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} fontSize={12} />
          <YAxis yAxisId="bookings" allowDecimals={false} fontSize={12} width={32} />
          <YAxis
            yAxisId="sales"
            orientation="right"
            fontSize={12}
            width={64}
            tickFormatter={(v: number) => formatUsdCents(v * 100, locale)}
          />
          <Tooltip
            labelFormatter={(day) => dayLabel(String(day))}
            formatter={(value, name) =>
              name === t("chartSales") ? formatUsdCents(Number(value) * 100, locale) : value
            }
          />
          <Legend />
          <Bar
            yAxisId="bookings"
            dataKey="bookings"
            name={t("chartBookings")}
            fill="var(--color-brand)"
            opacity={0.75}
          />
          <Line
            yAxisId="sales"
            dataKey="sales"
            name={t("chartSales")}
            stroke="#0f172a"
            dot={false}
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
