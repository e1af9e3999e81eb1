"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { ActivitySummary } from "@/lib/contract/activities";
import { hotelImageSrc } from "../hotels/hotel-price";
import { FreeCancellationBadge, PhotoResultCard, SkeletonList } from "../result-card";
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

/**
 * One activity of the results: photo, title, category and duration, rating, the free
 * cancellation badge, and its "from" price for one adult.
 */
export function ActivityCard({
  activity,
  href,
  price,
  priority = false,
}: {
  activity: ActivitySummary;
  href: string;
  price: PriceDisplay;
  /** The first result: its photo loads at once (PhotoResultCard). */
  priority?: boolean;
}) {
  const t = useTranslations("Activities");
  const categoryLabel = useCategoryLabel();
  const duration = useDurationText();
  return (
    <PhotoResultCard
      title={activity.title}
      href={href}
      image={hotelImageSrc(activity.image)}
      priority={priority}
      price={<FromPrice rates={activity.priceFrom} price={price} align="end" />}
      action={t("seeOptions")}
    >
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
    </PhotoResultCard>
  );
}

export function ActivitiesSkeleton() {
  return <SkeletonList testId="activities-skeleton" />;
}
