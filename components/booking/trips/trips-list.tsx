"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useBookings } from "@/lib/api/queries/bookings";
import { TripCards } from "./trip-card";

const TABS = ["upcoming", "past", "cancelled"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = { upcoming: "tabUpcoming", past: "tabPast", cancelled: "tabCancelled" } as const;
const TAB_ROW = "mb-6 flex gap-2 border-b";

function tabClass(selected: boolean): string {
  return `-mb-px border-b-2 px-4 py-2 font-semibold ${
    selected ? "border-brand text-brand" : "border-transparent text-slate-600"
  }`;
}

/**
 * /mytrip/mytrips: the traveller's trips in three tabs. The tabs follow the ARIA tabs pattern
 * (arrow keys move between them, in the reading direction), and the chosen one is kept in the
 * address (`when=`), so reload and Back return to it.
 */
export function TripsList({ empty }: { empty: ReactNode }) {
  const t = useTranslations("Trips");
  const id = useId();
  const asked = useSearchParams().get("when");
  const tab = TABS.find((name) => name === asked) ?? "upcoming";
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function choose(next: Tab) {
    // Next keeps useSearchParams in step with the History API: this re-renders with the tab.
    const url = new URL(window.location.href);
    url.searchParams.set("when", next);
    window.history.replaceState(null, "", url);
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key as string];
    let next: number | undefined;
    if (step) next = (index + step + TABS.length) % TABS.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = TABS.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    choose(TABS[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={t("tripsTabs")} className={TAB_ROW}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={tabClass(tab === name)}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} tabIndex={0}>
        <TripsPanel
          key={tab}
          when={tab}
          empty={
            tab === "upcoming" ? (
              empty
            ) : (
              <p className="text-slate-600">
                {tab === "past" ? t("noPastTrips") : t("noCancelledTrips")}
              </p>
            )
          }
        />
      </div>
    </div>
  );
}

/**
 * The list as the cached page's HTML holds it, before the browser has read `when` from the
 * address (the Suspense fallback of /mytrip/mytrips): the tabs' row as it will be drawn and the
 * loading line, so that nothing moves when the list takes over.
 */
export function TripsListFallback() {
  const t = useTranslations("Trips");
  return (
    <div>
      <div className={TAB_ROW} aria-hidden="true">
        {TABS.map((name) => (
          <span key={name} className={tabClass(name === "upcoming")}>
            {t(TAB_LABELS[name])}
          </span>
        ))}
      </div>
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    </div>
  );
}

function TripsPanel({ when, empty }: { when: Tab; empty: ReactNode }) {
  const t = useTranslations("Trips");
  const trips = useBookings(when);
  if (trips.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  if (trips.isError)
    return (
      <p role="alert" className="text-red-800">
        {t("loadFailed")}
      </p>
    );
  const list = trips.data.pages.flatMap((page) => page.bookings);
  if (!list.length) return <>{empty}</>;
  return (
    <>
      <TripCards trips={list} />
      {trips.hasNextPage && (
        <button
          type="button"
          onClick={() => void trips.fetchNextPage()}
          disabled={trips.isFetchingNextPage}
          aria-busy={trips.isFetchingNextPage}
          className="mt-6 rounded-lg border border-brand px-4 py-2 font-semibold text-brand"
        >
          {t("showMore")}
        </button>
      )}
    </>
  );
}
