"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { AddToProposal } from "@/components/proposals/add-to-proposal";
import { useViewer } from "@/lib/api/viewer";
import { cruiseApiMessage, useCruiseDetails } from "@/lib/api/queries/cruise";
import {
  cruiseCheckoutHref,
  cruiseResultsHref,
  readCruiseSearch,
  readSailingId,
  sailingQuery,
  type CruiseSearch,
} from "@/lib/booking/cruise-search-params";
import { CRUISE_PATH } from "@/lib/booking/product-pages";
import { formatStayDate } from "@/lib/booking/trip-format";
import type { CruiseCabin, CruiseDetailsResponse } from "@/lib/contract/cruise";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { LinkNotice } from "../checkout/page-states";
import { useQuoteCurrency } from "../checkout/use-quote-currency";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { RatesPrice } from "../rates-price";
import { DetailsSkeleton, OfferChoice, revealingTo } from "../result-card";
import { RetryAlert } from "../retry-alert";
import { BackLink } from "../back-link";
import { useAddressRead } from "../use-address-read";
import { CruiseItinerary } from "./cruise-itinerary";
import { useCabinName, useGuestsText } from "./cruise-labels";
import type { BookingPageProps } from "../booking-page-props";

const CARD = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

function readDetails(params: URLSearchParams) {
  return { search: readCruiseSearch(params), sailingId: readSailingId(params) };
}

/**
 * /booknow/cruise/search-details?sailingId=…&<the search>: the sailing day by day (each time on
 * its port's clock), the ship, and the cabin categories the party fits in with their occupancy,
 * price and cabins left; choosing one goes to its checkout. The search stays in the address, to
 * return to the results.
 */
export function CruiseDetails({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("Cruises");
  const { search, sailingId } = useAddressRead(readDetails);
  const request = useMemo(
    () => (search && sailingId ? { sailingId, ...searchQuery(search) } : null),
    [search, sailingId],
  );
  const details = useCruiseDetails(request, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  // The currency an agent's "Add to proposal" proposes a cabin in, as the checkout quotes it.
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!search || !sailingId) {
    return <LinkNotice text={t("noSailing")} href={CRUISE_PATH} linkText={t("newSearch")} />;
  }
  const data = details.data?.sailing.id === sailingId ? details.data : undefined;
  return (
    <div className="space-y-6">
      <BackLink href={cruiseResultsHref(search)}>{t("backToResults")}</BackLink>
      {details.isError && !data ? (
        <RetryAlert
          message={cruiseApiMessage(details.error) ?? t("detailsFailed")}
          retryLabel={t("retry")}
          onRetry={() => void details.refetch()}
        />
      ) : !data ? (
        <DetailsSkeleton label={t("loadingSailing")} />
      ) : (
        <SailingBody data={data} search={search} price={price} currency={currency} />
      )}
    </div>
  );
}

/** The search as the details call takes it: the window and filters, the party. */
function searchQuery(s: CruiseSearch) {
  return {
    departFrom: s.departFrom,
    departTo: s.departTo,
    adults: s.adults,
    children: s.children,
    infants: s.infants,
  };
}

function SailingBody({
  data,
  search,
  price,
  currency,
}: {
  data: CruiseDetailsResponse;
  search: CruiseSearch;
  price: PriceDisplay;
  /** The currency an agent proposes a cabin in (issue 28); null until it is settled. */
  currency: string | null;
}) {
  const t = useTranslations("Cruises");
  const locale = useFormatLocale();
  const guestsText = useGuestsText();
  const { sailing, ship } = data;
  // A cabin as its checkout quotes it: the sailing's day and the party.
  const proposed = sailingQuery(sailing.id, search);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <article aria-labelledby="sailing-heading" className={`${CARD} space-y-5`}>
        <header className="space-y-1">
          <h2 id="sailing-heading" className="text-2xl font-semibold">
            {t("sailingTitle", { nights: sailing.nights, waters: sailing.watersName })}
          </h2>
          <p className="text-slate-700">
            {sailing.shipName} · {sailing.lineName}
          </p>
          <p className="text-slate-700">
            {t("sailsReturns", {
              departs: formatStayDate(sailing.departureDate, locale),
              returns: formatStayDate(sailing.returnDate, locale),
              port: sailing.embarkation.name,
            })}
          </p>
        </header>
        <section aria-labelledby="itinerary-heading" className="space-y-2">
          <h3 id="itinerary-heading" className="font-semibold">
            {t("itinerary")}
          </h3>
          <p className="text-sm text-slate-600">{t("portTimes")}</p>
          <CruiseItinerary days={data.itinerary} />
        </section>
        <section
          aria-labelledby="ship-heading"
          className="space-y-2 border-t border-slate-200 pt-4"
        >
          <h3 id="ship-heading" className="font-semibold">
            {t("theShip", { ship: ship.name })}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t("cruiseLine")}</dt>
            <dd>{sailing.lineName}</dd>
            <dt className="text-slate-600">{t("yearBuilt")}</dt>
            <dd>{ship.yearBuilt}</dd>
            <dt className="text-slate-600">{t("shipGuests")}</dt>
            <dd>{t("guestCapacity", { count: ship.capacity })}</dd>
          </dl>
        </section>
        <p className="border-t border-slate-200 pt-4 text-sm">
          <Link href={data.cancellationPath} className="font-semibold text-brand underline">
            {t("cancellationSchedule", { line: sailing.lineName })}
          </Link>
        </p>
      </article>
      <section aria-labelledby="cabins-heading" className={`${CARD} space-y-4 lg:sticky lg:top-4`}>
        <div>
          <h2 id="cabins-heading" className="text-lg font-semibold">
            {t("cabins")}
          </h2>
          <p className="text-sm text-slate-600">{t("pricesFor", { guests: guestsText(search) })}</p>
        </div>
        {sailing.cabins.length === 0 ? (
          <p>{t("noCabinFits")}</p>
        ) : (
          <ul className="space-y-4">
            {sailing.cabins.map((cabin) => (
              <li key={cabin.offerId}>
                <CabinChoice
                  cabin={cabin}
                  price={price}
                  href={cruiseCheckoutHref(sailing.id, cabin.offerId, search)}
                  proposal={currency && proposed ? { query: proposed, currency } : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">{t("depositNote")}</p>
      </section>
    </div>
  );
}

/** One cabin category: its name, who fits, its price for the party and a guest, what is left. */
function CabinChoice({
  cabin,
  price,
  href,
  proposal,
}: {
  cabin: CruiseCabin;
  price: PriceDisplay;
  href: string;
  /** The sailing's query and the currency an agent adds the cabin to a proposal with (issue 28). */
  proposal?: { query: unknown; currency: string };
}) {
  const t = useTranslations("Cruises");
  const cabinName = useCabinName();
  const headingId = useId();
  return (
    <div
      className="space-y-2 rounded-xl border border-slate-200 p-3"
      data-testid={`cabin-${cabin.code}`}
    >
      <h3 id={headingId} className="font-semibold">
        {cabinName(cabin.code)}
      </h3>
      <p className="text-sm text-slate-600">
        {t("sleeps", { count: cabin.maxOccupancy })}
        {cabin.available && cabin.cabinsLeft <= 5 && (
          <> · {t("cabinsLeft", { count: cabin.cabinsLeft })}</>
        )}
      </p>
      {cabin.available && (
        <RatesPrice
          rates={cabin.rates}
          price={revealingTo(price, href)}
          publishedLabel={t("publishedPrice")}
          taxes={t("inclTaxes", { taxes: price.format(cabin.rates.taxAndFee) })}
          headline={
            <>
              <p className="text-xl font-bold" data-testid="cabin-total">
                {price.format(cabin.rates.totalRate)}
              </p>
              <p className="text-slate-600">
                {t("perGuestPrice", { price: price.format(cabin.perGuest) })}
              </p>
            </>
          }
        />
      )}
      <OfferChoice
        available={cabin.available}
        shown={price.visible}
        href={href}
        headingId={headingId}
        solid
        soldOutLabel={t("soldOut")}
      >
        {t("chooseCabin")}
      </OfferChoice>
      {proposal && cabin.available && (
        <AddToProposal
          option={{ product: "cruise", offerId: cabin.offerId, query: proposal.query }}
          label={cabinName(cabin.code)}
          currency={proposal.currency}
        />
      )}
    </div>
  );
}
