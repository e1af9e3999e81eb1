"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { ActivitySummary } from "@/lib/contract/activities";
import { hotelImageSrc } from "../hotels/hotel-price";
import { FromPrice } from "./activity-price";
import { useCategoryLabel, useDurationText } from "./activity-labels";

/** The activity's review score, out of 5, with how many reviews it rests on. */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const t = useTranslations("Activities");
  return (
    <span className="text-sm text-slate-700">
      <span aria-hidden="true" className="text-amber-500">
        ★{" "}
      </span>
      {t("rating", { rating: rating.toFixed(1), count: reviews })}
    </span>
  );
}

/** The badge of an activity cancelled free until shortly before it starts. */
export function FreeCancellationBadge() {
  const d = useTranslations("Deals");
  return (
    <p className="inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      {d("freeCancellation")}
    </p>
  );
}

/**
 * One activity of the results: photo, title, category and duration, rating, the free
 * cancellation badge, and its "from" price for one adult.
 */
export function ActivityCard({
  activity,
  href,
  price,
}: {
  activity: ActivitySummary;
  href: string;
  price: PriceDisplay;
}) {
  const t = useTranslations("Activities");
  const categoryLabel = useCategoryLabel();
  const duration = useDurationText();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(activity.image)}
        alt={activity.title}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover sm:w-64 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:flex-row">
        <div className="flex-1 space-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            <Link href={href} prefetch={false} className="hover:underline">
              {activity.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {categoryLabel(activity.category)} · {duration(activity.durationMinutes)}
          </p>
          <Rating rating={activity.rating} reviews={activity.reviewCount} />
          <div className="flex flex-wrap gap-2 pt-1">
            {activity.isFreeCancellation && <FreeCancellationBadge />}
            {activity.testBehaviour && (
              <p className="inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {t("testItem", { behaviour: activity.testBehaviour })}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col justify-between gap-3 sm:w-56 sm:shrink-0">
          <FromPrice rates={activity.priceFrom} price={price} align="end" />
          <Link
            href={href}
            prefetch={false}
            aria-describedby={headingId}
            className="block rounded-lg border border-brand px-3 py-2 text-center text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {t("seeOptions")}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ActivitiesSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden="true" data-testid="activities-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <li
          key={i}
          className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 sm:flex-row"
        >
          <div className="aspect-[4/3] bg-slate-200 sm:w-64" />
          <div className="flex-1 space-y-3 p-4">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
            <div className="ms-auto h-10 w-40 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div className="animate-pulse space-y-4" role="status" aria-label={label}>
      <div className="h-8 w-2/3 rounded bg-slate-200" />
      <div className="h-4 w-1/3 rounded bg-slate-200" />
      <div className="aspect-[16/9] rounded-2xl bg-slate-200" />
      <div className="h-24 rounded-2xl bg-slate-200" />
    </div>
  );
}
