"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { LinkNotice } from "@/components/booking/checkout/page-states";
import { useViewer } from "@/lib/api/viewer";
import { useCarDetails } from "@/lib/api/queries/cars";
import {
  readCarExtras,
  readCarQuery,
  readOfferId,
  YOUNG_AGE,
} from "@/lib/booking/car-search-params";
import { useAddressRead } from "../use-address-read";
import { CARS_PATH } from "@/lib/booking/product-pages";
import type { CarDetailsResponse, CarExtras, CarOffer, CarSearchQuery } from "@/lib/contract/cars";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { freeUntilText, isFreeToCancel } from "../hotels/cancellation";
import { cleanExtras, readCarDraft, writeCarDraft } from "./car-draft";
import { useDeskTime } from "./car-labels";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * What the car pages after the results share: the search and offer of the address with the
 * extras kept for the offer, the car priced with them, and the rental's desks, cancellation rule
 * and young-driver surcharge as each page shows them.
 */

/** Whether the supplier rents this car to a driver of the age searched. */
export const ageFits = (car: Pick<CarOffer, "minDriverAge" | "maxDriverAge">, age: number) =>
  age >= car.minDriverAge && age <= car.maxDriverAge;

const readCarOffer = (params: URLSearchParams) => {
  const named = readCarExtras(params);
  return {
    query: readCarQuery(params),
    offerId: readOfferId(params),
    named: named && cleanExtras(named),
  };
};

/**
 * The search and offer of a car page's address, and the extras kept for that offer: the ones the
 * address names, when it does (a proposal's car, issue 28), which become the offer's draft.
 */
export function useCarPage() {
  const hydrated = useHydrated();
  const { query, offerId, named } = useAddressRead(readCarOffer, "quote");
  const [kept, setKept] = useState<{ offerId: string; extras: CarExtras } | null>(null);
  if (hydrated && offerId && kept?.offerId !== offerId) {
    setKept({ offerId, extras: named ?? readCarDraft(offerId).extras });
  }
  // Kept for the driver's page and the way back to this one, which name no extras.
  useEffect(() => {
    if (hydrated && offerId && named) writeCarDraft(offerId, { extras: named });
  }, [hydrated, offerId, named]);
  const extras = kept?.offerId === offerId ? (kept?.extras ?? null) : null;
  const setExtras = (next: CarExtras) => {
    if (!offerId) return;
    writeCarDraft(offerId, { extras: next });
    setKept({ offerId, extras: next });
  };
  return { query, offerId, hydrated, extras, setExtras };
}

/** The request for one car with its extras, or null until the extras are known. */
export function useCarOffer(
  query: CarSearchQuery | null,
  offerId: string | null,
  extras: CarExtras | null,
  enabled = true,
) {
  const viewer = useViewer();
  const request = useMemo(
    () => (enabled && query && offerId && extras ? { ...query, offerId, extras } : null),
    [enabled, query, offerId, extras],
  );
  const details = useCarDetails(request, viewer);
  // The answer for another car (kept on screen while the next loads) is not this car's; this
  // car's last answer stays shown while other extras are priced, and when pricing them failed.
  const fresh = details.data?.car.offerId === offerId ? details.data : undefined;
  const [last, setLast] = useState<CarDetailsResponse | null>(null);
  if (fresh && fresh !== last) setLast(fresh);
  const data = fresh ?? (last?.car.offerId === offerId ? last : undefined);
  return { details, data };
}

/** An address that names no complete search or offer, and the way to a new search. */
export function InvalidCarLink({ text, linkText }: { text: string; linkText: string }) {
  return <LinkNotice text={text} href={CARS_PATH} linkText={linkText} />;
}

/** Where and when the car is picked up and returned, each on the desk's own clock. */
export function CarDesks({
  pickUp,
  dropOff,
}: {
  pickUp: { name: string; address: string; at: string };
  dropOff: { name: string; address: string; at: string };
}) {
  const t = useTranslations("Cars");
  const deskTime = useDeskTime();
  const desk = (label: string, d: typeof pickUp) => (
    <div>
      <dt className="font-medium">{label}</dt>
      <dd className="text-slate-700">
        <span className="block">{deskTime(d.at)}</span>
        <span className="block">{d.name}</span>
        <span className="block text-slate-500" dir="auto">
          {d.address}
        </span>
      </dd>
    </div>
  );
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {desk(t("pickUp"), pickUp)}
      {desk(t("dropOff"), dropOff)}
    </dl>
  );
}

/** The cancellation rule, on the desk's clock (free until 48 hours before the pick-up…). */
export function CarCancellation({ policy }: { policy: CarOffer["policy"] }) {
  const t = useTranslations("Cars");
  const locale = useFormatLocale();
  const free = isFreeToCancel(policy);
  const until =
    free && policy.freeUntil ? freeUntilText(policy.freeUntil, policy.timeZone, locale) : null;
  return (
    <p className={until ? "font-medium text-emerald-700" : "text-slate-700"}>
      {until ? t("freeUntil", until) : t("nonRefundable")}
    </p>
  );
}

/** The young-driver surcharge, said before paying (SPEC §9: drivers under 25). */
export function YoungDriverNotice({ fee, age }: { fee: string | null; age: number }) {
  const t = useTranslations("Cars");
  return (
    <p
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="young-driver-notice"
    >
      {fee
        ? t("youngDriverNotice", { fee, age, young: YOUNG_AGE })
        : t("youngDriverNoticeNoPrice", { age, young: YOUNG_AGE })}
    </p>
  );
}
