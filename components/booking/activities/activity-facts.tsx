"use client";

import { useTranslations } from "next-intl";
import type { ActivityOfferSnapshot, ActivityTravellerType } from "@/lib/contract/activities";
import { ACTIVITY_QUESTIONS, type ActivityQuestionId } from "@/lib/contract/product-constants";
import type { BookingView } from "@/lib/contract/booking";
import { activityPriceLines, activityTrip } from "@/lib/booking/activities-trip";
import {
  ContactFacts,
  Fact,
  FactList,
  Facts,
  FactsSection,
  InlineFact,
  PersonCard,
  PersonCards,
  TicketNumberFact,
} from "../trips/facts-layout";
import type { FactsProps } from "../trips/trip-frame";
import {
  deadlineIn,
  formatDuration,
  formatStayDate,
  formatTimeOfDay,
  formatUsdAt,
  zoneName,
} from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { SUPPLIER_LANGUAGE } from "../supplier-words";

/**
 * An activity's facts, for the checkout, the confirmation and the booking page: the activity and
 * its option, its day and start on its own clock, the meeting point, what is included, the
 * travellers by type with their prices, a ticket for each traveller and the answers given.
 * Strings are the `ActivityTrips` namespace's.
 */

/** The activity's zone, whose clock its start and its deadlines are on. */
export function activityZone(offer: ActivityOfferSnapshot): string {
  return offer.policy.timeZone || offer.timeZone;
}

/** A short summary for a trip card: the option and how many go. */
export function ActivitySummaryLine({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("ActivityTrips");
  return (
    <>
      {offer.optionName}
      {" · "}
      {t("travellerCount", { count: activityTrip.travellers(offer) })}
    </>
  );
}

/** The free-cancellation deadline on the activity's clock, or that there is none. */
export function ActivityCancellationRule({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("ActivityTrips");
  const locale = useFormatLocale();
  const { policy } = offer;
  if (!policy.refundable || !policy.freeUntil) return <>{t("nonRefundable")}</>;
  return (
    <>{t("freeCancellationUntil", deadlineIn(policy.freeUntil, locale, activityZone(offer)))}</>
  );
}

/** The day and start time on the activity's clock, with its zone named. */
export function ActivityStart({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("ActivityTrips");
  const locale = useFormatLocale();
  return (
    <time dateTime={offer.startsAt}>
      {t("startsLine", {
        date: formatStayDate(offer.date, locale),
        time: formatTimeOfDay(offer.time, locale),
        zone: zoneName(offer.startsAt, locale, offer.timeZone),
      })}
    </time>
  );
}

function useTypeName() {
  const t = useTranslations("ActivityTrips");
  return (type: ActivityTravellerType) =>
    ({ adult: t("typeAdult"), child: t("typeChild"), senior: t("typeSenior") })[type];
}

/** So many travellers of a type: "2 adults", "1 child". */
function useTypeCount() {
  const t = useTranslations("ActivityTrips");
  return (type: ActivityTravellerType, count: number) =>
    ({
      adult: t("adults", { count }),
      child: t("children", { count }),
      senior: t("seniors", { count }),
    })[type];
}

function useQuestionLabel() {
  const t = useTranslations("ActivityTrips");
  return (id: ActivityQuestionId) =>
    ({
      pickupHotel: t("questionPickupHotel"),
      dietary: t("questionDietary"),
      mobileNumber: t("questionMobileNumber"),
    })[id];
}

/** One ticket a participant, each with its holder when every traveller was named. */
function TicketList({ tickets }: { tickets: NonNullable<BookingView["tickets"]> }) {
  const t = useTranslations("ActivityTrips");
  const typeName = useTypeName();
  return (
    <PersonCards>
      {tickets.map((ticket, i) => (
        <PersonCard
          key={ticket.number}
          title={
            <>
              {ticket.holder ?? t("ticketHolder", { n: i + 1 })}
              <span className="font-normal text-slate-600"> ({typeName(ticket.type)})</span>
            </>
          }
        >
          <TicketNumberFact label={t("ticketNumber")}>{ticket.number}</TicketNumberFact>
        </PersonCard>
      ))}
    </PersonCards>
  );
}

/**
 * Everything of an activity booking (or of an activity offer, without `booking`). Its prices are
 * shown in the currency charged, at `rate` (the quote's or the booking's), when given.
 */
export function ActivityFacts({ offer, booking, rate }: FactsProps<ActivityOfferSnapshot>) {
  const t = useTranslations("ActivityTrips");
  const locale = useFormatLocale();
  const typeCount = useTypeCount();
  const questionLabel = useQuestionLabel();
  const answers = ACTIVITY_QUESTIONS.flatMap((question) => {
    const answer = booking?.answers?.[question];
    return answer ? [{ question, answer }] : [];
  });
  return (
    <Facts>
      <FactList>
        <Fact label={t("activity")} className="font-semibold">
          {offer.title}
        </Fact>
        <Fact label={t("option")}>{offer.optionName}</Fact>
        <Fact label={t("when")}>
          <ActivityStart offer={offer} />
        </Fact>
        <Fact label={t("duration")}>{formatDuration(offer.durationMinutes, locale)}</Fact>
        <Fact label={t("meetingPoint")}>
          <span className="block font-semibold">{offer.meetingPoint.name}</span>
          <span className="block text-slate-700" dir="auto">
            {offer.meetingPoint.address}
          </span>
        </Fact>
        {offer.inclusions.length > 0 && (
          <Fact label={t("inclusions")}>
            <ul className="list-inside list-disc" lang={SUPPLIER_LANGUAGE} dir="ltr">
              {offer.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact label={t("travellers")}>
          <ul>
            {activityPriceLines(offer).map((line) => (
              <li key={line.type}>
                {t("priceLine", {
                  travellers: typeCount(line.type, line.count),
                  price: formatUsdAt(line.unitUsd, locale, rate),
                  total: formatUsdAt(line.totalUsd, locale, rate),
                })}
              </li>
            ))}
          </ul>
        </Fact>
        <Fact label={t("cancellation")}>
          <ActivityCancellationRule offer={offer} />
        </Fact>
        {answers.length > 0 && (
          <Fact label={t("answers")}>
            <dl className="grid gap-1">
              {answers.map(({ question, answer }) => (
                <InlineFact
                  key={question}
                  label={questionLabel(question)}
                  className="whitespace-pre-line"
                >
                  {answer}
                </InlineFact>
              ))}
            </dl>
          </Fact>
        )}
        {booking && <ContactFacts booking={booking} t={t} />}
      </FactList>
      {booking?.tickets && (
        <FactsSection title={t("tickets")}>
          <TicketList tickets={booking.tickets} />
        </FactsSection>
      )}
    </Facts>
  );
}
