"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { CarOffer } from "@/lib/contract/cars";
import { hotelImageSrc } from "../hotels/hotel-price";
import { OfferChoice, revealingTo, SkeletonList } from "../result-card";
import { useCarLabels } from "./car-labels";
import { CarPrice } from "./car-price";

/** At or below this many cars of a class left, the card says so. */
export const FEW_CARS = 3;

/** The vehicle's picture and its supplier's logo (keys of generated images, or a supplier's URLs). */
export function CarPictures({
  car,
  wide = false,
  priority = false,
}: {
  car: CarOffer;
  wide?: boolean;
  /** The page's largest paint (the first result, a details page): loaded at once and first. */
  priority?: boolean;
}) {
  const label = useCarLabels();
  return (
    <div className={`relative shrink-0 bg-slate-50 ${wide ? "w-full" : "w-full sm:w-56"}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(car.image)}
        alt={label.vehicle(car.name)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        className="aspect-[4/3] w-full object-contain p-2"
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG logo */}
      <img
        src={hotelImageSrc(car.supplier.logo)}
        alt={car.supplier.name}
        className="absolute start-2 top-2 h-7 w-20 rounded bg-white object-contain p-0.5 shadow-sm"
      />
    </div>
  );
}

/**
 * What a car is: seats, bags, doors, gearbox, air conditioning, mileage and fuel policy, as a
 * list a screen reader reads item by item.
 */
export function CarFeatures({ car }: { car: CarOffer }) {
  const t = useTranslations("Cars");
  const label = useCarLabels();
  const items = [
    t("passengers", { count: car.passengers }),
    t("bags", { count: car.bags }),
    t("doors", { count: car.doors }),
    label.transmission(car.transmission),
    label.airConditioning(car.airConditioning),
    label.mileage(car.mileage),
    t("fuelPolicy", { policy: label.fuel(car.fuelPolicy) }),
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Where the car is collected (a terminal desk, a shuttle to the lot, a city office) and returned. */
export function CarCounter({ car }: { car: CarOffer }) {
  const t = useTranslations("Cars");
  const label = useCarLabels();
  return (
    <div className="space-y-0.5 text-sm text-slate-700">
      <p>
        <span className="font-medium">{label.counter(car.counter)}</span>
        {" · "}
        {car.pickUp.name}
      </p>
      {car.dropOff.locationId !== car.pickUp.locationId && (
        <p>{t("returnAt", { place: car.dropOff.name })}</p>
      )}
    </div>
  );
}

/** One car of the results: picture, class and model, supplier, features, desk, price and Select. */
/** Free cancellation, and which test car it is. */
export function CarBadges({ car }: { car: CarOffer }) {
  const t = useTranslations("Cars");
  const d = useTranslations("Deals");
  return (
    <div className="flex flex-wrap gap-2">
      {car.isFreeCancellation && (
        <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
          {d("freeCancellation")}
        </span>
      )}
      {car.testBehaviour && (
        <span className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
          {t("testCar", { behaviour: car.testBehaviour })}
        </span>
      )}
    </div>
  );
}

export function CarCard({
  car,
  price,
  href,
  priority = false,
}: {
  car: CarOffer;
  price: PriceDisplay;
  href: string;
  /** The first result: its picture loads at once (CarPictures). */
  priority?: boolean;
}) {
  const t = useTranslations("Cars");
  const label = useCarLabels();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row ${car.available ? "" : "opacity-70"}`}
    >
      <CarPictures car={car} priority={priority} />
      <div className="flex flex-1 flex-col gap-4 p-4 md:flex-row">
        <div className="flex-1 space-y-2">
          <h3 id={headingId} className="text-lg font-semibold">
            {car.vehicleClass}
            <span className="block text-sm font-normal text-slate-600">
              {label.vehicle(car.name)} · {car.supplier.name}
            </span>
          </h3>
          <CarBadges car={car} />
          <CarFeatures car={car} />
          <CarCounter car={car} />
          {car.youngDriverFee > 0 && (
            <p className="text-sm font-medium text-amber-800">{t("youngDriverApplies")}</p>
          )}
          {car.available && car.unitsLeft > 0 && car.unitsLeft <= FEW_CARS && (
            <p className="text-sm font-semibold text-amber-700">
              {t("carsLeft", { count: car.unitsLeft })}
            </p>
          )}
        </div>
        <div className="flex flex-col justify-between gap-3 md:w-52 md:shrink-0">
          <CarPrice car={car} price={revealingTo(price, href)} align="end" />
          <OfferChoice
            available={car.available}
            soldOutLabel={t("soldOut")}
            href={href}
            headingId={headingId}
          >
            {t("select")}
          </OfferChoice>
        </div>
      </div>
    </article>
  );
}

export function CarsSkeleton() {
  return <SkeletonList testId="cars-skeleton" photo="sm:w-56" />;
}
