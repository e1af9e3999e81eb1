"use client";

import { useTranslations } from "next-intl";
import type { CruiseGuestType, DiningTime } from "@/lib/contract/cruise-constants";
import type { CruiseOfferSnapshot } from "@/lib/contract/cruise";
import { countryName, formatStayDate } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import {
  ContactFacts,
  Fact,
  FactList,
  Facts,
  FactsSection,
  InlineFact,
  PersonCard,
  PersonCards,
} from "../trips/facts-layout";
import type { FactsProps } from "../trips/trip-frame";
import { CruiseItinerary } from "./cruise-itinerary";
import { useCabinName, useDiningName, useGuestsText, useGuestTypeName } from "./cruise-labels";
import { CruisePenaltySteps } from "./cruise-summary";

/**
 * A cruise's facts, for the confirmation and the booking page: the sailing and ship, the cabin
 * and party, the dining time, the itinerary day by day on each port's clock, the line's
 * cancellation charges and every guest as on their passport. Strings are `CruiseTrips`'.
 */

/** A trip card's line under the title: the cabin and how many sail. */
export function CruiseSummaryLine({ offer }: { offer: CruiseOfferSnapshot }) {
  const cabinName = useCabinName();
  const guestsText = useGuestsText();
  return (
    <>
      {cabinName(offer.cabinCode)} · {guestsText(offer.guests)}
    </>
  );
}

/** Until when cancelling is free, or that it never is. */
export function CruiseCancellationRule({ offer }: { offer: CruiseOfferSnapshot }) {
  return <CruisePenaltySteps offer={offer} />;
}

export function CruiseFacts({ offer, booking, rate }: FactsProps<CruiseOfferSnapshot>) {
  const t = useTranslations("CruiseTrips");
  const locale = useFormatLocale();
  const cabinName = useCabinName();
  const guestsText = useGuestsText();
  const diningName = useDiningName();
  const typeName = useGuestTypeName();
  const dining = booking?.answers?.diningTime as DiningTime | undefined;
  return (
    <Facts>
      <FactList>
        <Fact label={t("sailing")} className="font-semibold">
          {t("sailingTitle", { nights: offer.nights, waters: offer.watersName })}
        </Fact>
        <Fact label={t("ship")}>
          {offer.shipName} · {offer.lineName}
        </Fact>
        <Fact label={t("sails")}>
          {t("fromPort", {
            date: formatStayDate(offer.departureDate, locale),
            port: offer.embarkation,
          })}
        </Fact>
        <Fact label={t("returns")}>{formatStayDate(offer.returnDate, locale)}</Fact>
        <Fact label={t("cabin")}>{cabinName(offer.cabinCode)}</Fact>
        <Fact label={t("guests")}>{guestsText(offer.guests)}</Fact>
        {dining && <Fact label={t("diningTime")}>{diningName(dining)}</Fact>}
        <Fact label={t("cancellation")}>
          <CruisePenaltySteps offer={offer} rate={rate} />
        </Fact>
        {booking && <ContactFacts booking={booking} t={t} />}
      </FactList>
      <FactsSection title={t("itinerary")}>
        <CruiseItinerary days={offer.itinerary} />
      </FactsSection>
      {booking && booking.travellers.length > 0 && (
        <FactsSection title={t("guests")}>
          <PersonCards>
            {booking.travellers.map((g, i) => (
              <PersonCard
                key={i}
                title={
                  <>
                    {g.firstName} {g.lastName}
                    {g.type && (
                      <span className="font-normal text-slate-600">
                        {" "}
                        ({typeName(g.type as CruiseGuestType)})
                      </span>
                    )}
                  </>
                }
              >
                <dl className="grid gap-1 text-sm">
                  {g.dateOfBirth && (
                    <InlineFact label={t("dateOfBirth")}>
                      {formatStayDate(g.dateOfBirth, locale)}
                    </InlineFact>
                  )}
                  {g.nationality && (
                    <InlineFact label={t("nationality")}>
                      {countryName(g.nationality, locale)}
                    </InlineFact>
                  )}
                  {g.passportNumber && (
                    <InlineFact label={t("passport")}>
                      <span dir="ltr">{g.passportNumber}</span>
                    </InlineFact>
                  )}
                </dl>
              </PersonCard>
            ))}
          </PersonCards>
        </FactsSection>
      )}
    </Facts>
  );
}
