"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { HotelSummary } from "@/lib/contract/hotels";
import { FreeCancellationBadge, PhotoResultCard, SkeletonList } from "../result-card";
import { hotelImageSrc, Stars, StayPrice, useBoardLabel } from "./hotel-price";

/**
 * One hotel of the results: photo, name, stars (SPEC §9: the floor of the rating), distance in
 * miles to 2 decimals, boards, free cancellation, and the cheapest rate for the stay.
 */
export function HotelResultCard({
  hotel,
  href,
  rooms,
  price,
  priority = false,
}: {
  hotel: HotelSummary;
  href: string;
  rooms: number;
  price: PriceDisplay;
  /** The first result: its photo loads at once (PhotoResultCard). */
  priority?: boolean;
}) {
  const t = useTranslations("Hotels");
  const d = useTranslations("Deals");
  const boardLabel = useBoardLabel();
  const stars = Math.floor(hotel.stars);
  return (
    <PhotoResultCard
      title={hotel.name}
      href={href}
      image={hotelImageSrc(hotel.heroImage)}
      priority={priority}
      price={
        <StayPrice
          rates={hotel.cheapest.rates}
          nightly={hotel.cheapest.nightlyRate}
          nights={hotel.nights}
          rooms={rooms}
          price={price}
          align="end"
        />
      }
      action={t("seeRooms")}
    >
      <Stars count={stars} />
      <p className="text-sm text-slate-600">
        {d("distance", { miles: hotel.distance.toFixed(2), place: hotel.distanceFrom })}
      </p>
      <p className="text-sm text-slate-700">
        {hotel.boards.map(boardLabel).join(" · ") || boardLabel(hotel.cheapest.board)}
      </p>
      {hotel.isFreeCancellation && <FreeCancellationBadge />}
      <p className="text-sm text-slate-600">
        {t("reviewScore", { score: hotel.reviewRating.toFixed(1) })}
      </p>
    </PhotoResultCard>
  );
}

export function ResultsSkeleton() {
  return <SkeletonList testId="hotels-skeleton" />;
}
