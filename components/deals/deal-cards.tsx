"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ActivityDealCard, CarDealCard, HotelDealCard } from "@/lib/api/queries/deals";
import type { ResortDealCard } from "@/lib/api/queries/resort";
import type { DealRates } from "@/lib/contract/deals";
import { carModel } from "@/lib/booking/trip-format";
import { inventoryImageUrl } from "@/lib/inventory-images/url";

export interface PriceDisplay {
  /** Prices are hidden from visitors unless the agency allows the non-login flow (SPEC §2.3). */
  visible: boolean;
  format(usdMinor: number): string;
  /** Where Reveal Price leads: home, with this tab (SPEC §2.3). */
  revealHref: string;
}

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="text-amber-500">
      {"★".repeat(count)}
      <span className="text-slate-300">{"★".repeat(5 - count)}</span>
    </span>
  );
}

function Price({ rates, price }: { rates: DealRates; price: PriceDisplay }) {
  const t = useTranslations("Deals");
  if (!price.visible) {
    return (
      <a
        href={price.revealHref}
        className="mt-3 block rounded-lg bg-brand px-3 py-2 text-center text-sm font-semibold text-white"
      >
        {t("revealPrice")}
      </a>
    );
  }
  return (
    <div className="mt-3 space-y-1 text-sm">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="text-lg font-bold" data-testid="deal-price">
          {price.format(rates.totalRate)}
        </span>
        {rates.discountPercentage > 0 && (
          <>
            <s className="text-slate-500">{price.format(rates.publishedRate)}</s>
            <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
              {t("off", { percent: rates.discountPercentage })}
            </span>
          </>
        )}
      </p>
      {rates.baseRate !== undefined && (
        <p className="text-xs text-slate-600" data-testid="wholesale">
          {t("wholesaleRate")}: {price.format(rates.baseRate)}
        </p>
      )}
      {rates.markup !== undefined && (
        <p className="text-xs text-slate-600" data-testid="markup">
          {t("agencyMarkup")}: {price.format(rates.markup)}
        </p>
      )}
    </div>
  );
}

function Card({
  image,
  imageAlt,
  link,
  children,
  rates,
  price,
}: {
  image: string;
  imageAlt: string;
  link: string;
  children: ReactNode;
  rates: DealRates;
  price: PriceDisplay;
}) {
  const t = useTranslations("Deals");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={inventoryImageUrl(image)}
        alt={imageAlt}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex-1 space-y-1">{children}</div>
        <Price rates={rates} price={price} />
        {price.visible && (
          <a
            href={link}
            className="mt-3 block rounded-lg border border-brand px-3 py-2 text-center text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {t("bookNow")}
          </a>
        )}
      </div>
    </article>
  );
}

export function HotelCard({ deal, price }: { deal: HotelDealCard; price: PriceDisplay }) {
  const t = useTranslations("Deals");
  const d = deal.hotel.hotelDetails;
  return (
    <Card image={d.heroImage} imageAlt={d.name} link={deal.link} rates={deal.rates} price={price}>
      <h3 className="font-semibold">{d.name}</h3>
      <Stars
        count={Math.floor(deal.rating)}
        label={t("stars", { count: Math.floor(deal.rating) })}
      />
      <p className="text-sm text-slate-600">
        {t("distance", { miles: d.distance.toFixed(2), place: d.distanceFrom })}
      </p>
    </Card>
  );
}

export function ActivityCard({ deal, price }: { deal: ActivityDealCard; price: PriceDisplay }) {
  const t = useTranslations("Deals");
  const hours = Math.floor(deal.duration / 60);
  const minutes = deal.duration % 60;
  return (
    <Card
      image={deal.imageUrl}
      imageAlt={deal.title}
      link={deal.link}
      rates={deal.rates}
      price={price}
    >
      <h3 className="font-semibold">{deal.title}</h3>
      <p className="text-sm text-slate-600">
        {hours > 0 ? t("durationHours", { hours, minutes }) : t("durationMinutes", { minutes })} ·{" "}
        {t("rating", { rating: deal.rating.toFixed(1) })}
      </p>
      {deal.isFreeCancellation && (
        <p className="text-sm font-medium text-emerald-700">{t("freeCancellation")}</p>
      )}
    </Card>
  );
}

export function CarCard({ deal, price }: { deal: CarDealCard; price: PriceDisplay }) {
  const t = useTranslations("Deals");
  const vehicle = t("carOrSimilar", { model: carModel(deal.name) });
  return (
    <Card
      image={deal.vehiclePicture}
      imageAlt={vehicle}
      link={deal.link}
      rates={deal.rates}
      price={price}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{vehicle}</h3>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG logo */}
        <img src={inventoryImageUrl(deal.logo)} alt={deal.supplierName} className="h-6 w-18" />
      </div>
      <p className="text-sm text-slate-600">
        {t("carCapacity", {
          passengers: deal.passangerCapacity,
          bags: deal.bagCapacity,
          doors: deal.noOfDoors,
        })}
      </p>
      <p className="text-sm text-slate-600">{t("pickup", { place: deal.pickupLocation })}</p>
    </Card>
  );
}

export function ResortCard({ deal, price }: { deal: ResortDealCard; price: PriceDisplay }) {
  const t = useTranslations("Deals");
  return (
    <Card image={deal.image} imageAlt={deal.name} link={deal.link} rates={deal.rates} price={price}>
      <h3 className="font-semibold">{deal.name}</h3>
      <Stars count={deal.stars} label={t("stars", { count: deal.stars })} />
      <p className="text-sm text-slate-600">
        {deal.destinationName}, {deal.countryName}
      </p>
      <p className="text-sm text-slate-600">
        {t("resortUnit", {
          unit: deal.unitName,
          sleeps: deal.sleeps,
          miles: deal.distance.toFixed(2),
        })}
      </p>
    </Card>
  );
}

export function SkeletonCards() {
  return (
    <ul
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-hidden="true"
      data-testid="deals-skeleton"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-2xl border border-slate-200">
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
            <div className="h-8 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
