"use client";

import dynamic from "next/dynamic";
import { HOTEL_FORM_FIELD_HEIGHTS, HOTEL_FORM_GRID } from "./search-form-layout";

/**
 * The hotel search form of the home page's panel, loaded after the page is interactive: its
 * form library and fields would otherwise add about 20 KB to the home page's first-load
 * JavaScript (budget 215 KB) and to its blocking time. The booking pages load it directly.
 * Until it arrives, a box of its exact shape holds its place, so nothing below it moves (on a
 * phone the form is five rows tall: a one-row box made the home page's 0.118 layout shift).
 */
export const LazyHotelSearchForm = dynamic(
  () => import("./search-form").then((m) => m.HotelSearchForm),
  {
    ssr: false,
    loading: () => (
      <div aria-hidden="true" className={HOTEL_FORM_GRID}>
        {HOTEL_FORM_FIELD_HEIGHTS.map((height, i) => (
          <div key={i} className="animate-pulse rounded-lg bg-slate-100" style={{ height }} />
        ))}
        <div className="lg:pt-6">
          <div className="h-11 animate-pulse rounded-lg bg-slate-100" />
        </div>
      </div>
    ),
  },
);
