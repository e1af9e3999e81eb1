"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import type { ActivityOfferSnapshot, ActivityTravellerType } from "@/lib/contract/activities";
import { ACTIVITY_QUESTIONS, type ActivityQuestionId } from "@/lib/contract/product-constants";
import type { BookingView } from "@/lib/contract/booking";
import { ContactFacts } from "../trips/contact-facts";
import {
  activityPriceLines,
  deadlineIn,
  formatDuration,
  formatStayDate,
  formatTimeOfDay,
  formatUsdAt,
  type LockedRate,
  travellerCount,
  zoneName,
} from "@/lib/booking/trip-format";

/**
 * An activity's facts, for the checkout, the confirmation and the booking page: the activity and
 * its option, its day and start on its own clock, the meeting point, what is included, the
 * travellers by type with their prices, a ticket for each traveller and the answers given.
 * Strings are the `ActivityTrips` namespace's.
 */

type ActivityBooking = Pick<BookingView, "contact" | "travellers" | "specialRequests"> &
  Partial<Pick<BookingView, "answers" | "tickets">>;

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
      {t("travellerCount", { count: travellerCount(offer) })}
    </>
  );
}

/** The free-cancellation deadline on the activity's clock, or that there is none. */
export function ActivityCancellationRule({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("ActivityTrips");
  const locale = useLocale();
  const { policy } = offer;
  if (!policy.refundable || !policy.freeUntil) return <>{t("nonRefundable")}</>;
  return (
    <>{t("freeCancellationUntil", deadlineIn(policy.freeUntil, locale, activityZone(offer)))}</>
  );
}

/** The day and start time on the activity's clock, with its zone named. */
export function ActivityStart({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("ActivityTrips");
  const locale = useLocale();
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
    <ul className="grid gap-3 sm:grid-cols-2">
      {tickets.map((ticket, i) => (
        <li key={ticket.number} className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold">
            {ticket.holder ?? t("ticketHolder", { n: i + 1 })}
            <span className="font-normal text-slate-600"> ({typeName(ticket.type)})</span>
          </p>
          <dl className="mt-2 grid gap-1 text-sm">
            <div>
              <dt className="inline text-slate-600">{t("ticketNumber")}: </dt>
              <dd className="inline font-mono" dir="ltr" data-testid="ticket-number">
                {ticket.number}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything of an activity booking (or of an activity offer, without `booking`). Its prices are
 * shown in the currency charged, at `rate` (the quote's or the booking's), when given.
 */
export function ActivityFacts({
  offer,
  booking,
  rate,
}: {
  offer: ActivityOfferSnapshot;
  booking?: ActivityBooking;
  rate?: LockedRate;
}) {
  const t = useTranslations("ActivityTrips");
  const locale = useLocale();
  const id = useId();
  const typeCount = useTypeCount();
  const questionLabel = useQuestionLabel();
  const answers = ACTIVITY_QUESTIONS.flatMap((question) => {
    const answer = booking?.answers?.[question];
    return answer ? [{ question, answer }] : [];
  });
  const row = "grid gap-1 sm:grid-cols-[12rem_1fr]";
  const label = "font-medium text-slate-600";
  return (
    <div className="space-y-6">
      <dl className="grid gap-3">
        <div className={row}>
          <dt className={label}>{t("activity")}</dt>
          <dd className="font-semibold">{offer.title}</dd>
        </div>
        <div className={row}>
          <dt className={label}>{t("option")}</dt>
          <dd>{offer.optionName}</dd>
        </div>
        <div className={row}>
          <dt className={label}>{t("when")}</dt>
          <dd>
            <ActivityStart offer={offer} />
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>{t("duration")}</dt>
          <dd>{formatDuration(offer.durationMinutes, locale)}</dd>
        </div>
        <div className={row}>
          <dt className={label}>{t("meetingPoint")}</dt>
          <dd>
            <span className="block font-semibold">{offer.meetingPoint.name}</span>
            <span className="block text-slate-700">{offer.meetingPoint.address}</span>
          </dd>
        </div>
        {offer.inclusions.length > 0 && (
          <div className={row}>
            <dt className={label}>{t("inclusions")}</dt>
            <dd>
              <ul className="list-inside list-disc">
                {offer.inclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className={label}>{t("travellers")}</dt>
          <dd>
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
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>{t("cancellation")}</dt>
          <dd>
            <ActivityCancellationRule offer={offer} />
          </dd>
        </div>
        {answers.length > 0 && (
          <div className={row}>
            <dt className={label}>{t("answers")}</dt>
            <dd>
              <dl className="grid gap-1">
                {answers.map(({ question, answer }) => (
                  <div key={question}>
                    <dt className="inline text-slate-600">{questionLabel(question)}: </dt>
                    <dd className="inline whitespace-pre-line">{answer}</dd>
                  </div>
                ))}
              </dl>
            </dd>
          </div>
        )}
        {booking && (
          <ContactFacts
            booking={booking}
            row={row}
            labels={{ contact: t("contact"), specialRequests: t("specialRequests") }}
          />
        )}
      </dl>
      {booking?.tickets && (
        <section aria-labelledby={`${id}-tickets`}>
          <h3 id={`${id}-tickets`} className="mb-3 font-semibold">
            {t("tickets")}
          </h3>
          <TicketList tickets={booking.tickets} />
        </section>
      )}
    </div>
  );
}
