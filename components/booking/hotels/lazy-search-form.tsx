"use client";

import dynamic from "next/dynamic";

/**
 * The hotel search form of the home page's panel, loaded after the page is interactive: its
 * form library and fields would otherwise add about 20 KB to the home page's first-load
 * JavaScript (budget 215 KB) and to its blocking time. The booking pages load it directly.
 */
export const LazyHotelSearchForm = dynamic(
  () => import("./search-form").then((m) => m.HotelSearchForm),
  {
    ssr: false,
    loading: () => (
      <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-slate-100" />
    ),
  },
);
