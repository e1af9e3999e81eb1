"use client";

import dynamic from "next/dynamic";

/**
 * The flight search form of the home page's panel, loaded after the page is interactive, like
 * the hotel one (components/booking/hotels/lazy-search-form.tsx): the home page's first-load
 * JavaScript stays within its budget (215 KB). The flight pages load the form directly.
 */
export const LazyFlightSearchForm = dynamic(
  () => import("./flight-search-form").then((m) => m.FlightSearchForm),
  {
    ssr: false,
    loading: () => (
      <div aria-hidden="true" className="h-44 animate-pulse rounded-xl bg-slate-100" />
    ),
  },
);
