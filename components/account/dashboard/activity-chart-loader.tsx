"use client";

import dynamic from "next/dynamic";
import type { DailyPoint } from "./activity-chart";

/** The chart's library loads after the page, on the Command Center alone. */
const Chart = dynamic(() => import("./activity-chart"), {
  ssr: false,
  loading: () => <div className="h-72 animate-pulse rounded-xl bg-slate-100" />,
});

export function ActivityChartLoader({ daily }: { daily: DailyPoint[] }) {
  return <Chart daily={daily} />;
}
