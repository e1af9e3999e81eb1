"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { HotelSummary } from "@/lib/contract/hotels";
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
}: {
  hotel: HotelSummary;
  href: string;
  rooms: number;
  price: PriceDisplay;
}) {
  const t = useTranslations("Hotels");
  const d = useTranslations("Deals");
  const boardLabel = useBoardLabel();
  const headingId = useId();
  const stars = Math.floor(hotel.stars);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(hotel.heroImage)}
        alt={hotel.name}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover sm:w-64 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:flex-row">
        <div className="flex-1 space-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            <Link href={href} prefetch={false} className="hover:underline">
              {hotel.name}
            </Link>
          </h3>
          <Stars count={stars} />
          <p className="text-sm text-slate-600">
            {d("distance", { miles: hotel.distance.toFixed(2), place: hotel.distanceFrom })}
          </p>
          <p className="text-sm text-slate-700">
            {hotel.boards.map(boardLabel).join(" · ") || boardLabel(hotel.cheapest.board)}
          </p>
          {hotel.isFreeCancellation && (
            <p className="inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              {d("freeCancellation")}
            </p>
          )}
          <p className="text-sm text-slate-600">
            {t("reviewScore", { score: hotel.reviewRating.toFixed(1) })}
          </p>
        </div>
        <div className="flex flex-col justify-between gap-3 sm:w-56 sm:shrink-0">
          <StayPrice
            rates={hotel.cheapest.rates}
            nightly={hotel.cheapest.nightlyRate}
            nights={hotel.nights}
            rooms={rooms}
            price={price}
            align="end"
          />
          <Link
            href={href}
            prefetch={false}
            aria-describedby={headingId}
            className="block rounded-lg border border-brand px-3 py-2 text-center text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {t("seeRooms")}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ResultsSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden="true" data-testid="hotels-skeleton">
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
