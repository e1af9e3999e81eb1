import "server-only";
import { formatDuration } from "@/lib/booking/trip-format";
import {
  ACTIVITY_QUESTIONS,
  type ActivityTravellerType,
  travellerTypesInOrder,
} from "@/lib/contract/activities";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import type { BookingView } from "@/lib/contract/booking";
import {
  type BookingT,
  contactDetail,
  type Detail,
  formatDate,
  formatDeadline,
  policyText,
} from "../kit/document-kit";
import type { CalendarEvent, EventContext, ProductDocuments, TicketSheet } from "../kit/types";

export type ActivityBooking = BookingView & { offer: ActivityOfferSnapshot };
const activityOf = (booking: BookingView) => (booking as ActivityBooking).offer;

/**
 * What an activity's tickets and emails say of it: the activity, its option and start on its own
 * clock, the meeting point, the answers given at checkout, and one ticket a participant.
 */

const TRAVELLER_TYPE_KEYS = {
  adult: "activity.types.adult",
  child: "activity.types.child",
  senior: "activity.types.senior",
} as const;
const QUESTION_KEYS = {
  pickupHotel: "activity.questions.pickupHotel",
  dietary: "activity.questions.dietary",
  mobileNumber: "activity.questions.mobileNumber",
} as const;

export interface ActivityTicket {
  /** The participant's place in the booking (adults, children, seniors), from 0. */
  position: number;
  /** The holder's name, or "Traveller n" when the booking names only the lead. */
  name: string;
  type: ActivityTravellerType;
  /** Null until the supplier has confirmed the booking. */
  ticketNumber: string | null;
}

/**
 * One ticket a participant, in order, as the booking gives them (`tickets`): each with its
 * holder's name when every traveller was named, else "Traveller 1", "Traveller 2"…; before the
 * supplier confirms, the same tickets with their numbers not yet issued.
 */
export function activityTickets(booking: ActivityBooking, t: BookingT): ActivityTicket[] {
  const name = (holder: string | null, position: number) =>
    holder ?? t("activity.travellerNumber", { number: position + 1 });
  if (booking.tickets) {
    return booking.tickets.map((ticket, position) => ({
      position,
      name: name(ticket.holder, position),
      type: ticket.type,
      ticketNumber: ticket.number,
    }));
  }
  return travellerTypesInOrder(booking.offer.travellers).map((type, position) => {
    const traveller = booking.offer.namesRequired
      ? booking.travellers.find((p) => p.unit === position)
      : undefined;
    return {
      position,
      name: name(traveller ? `${traveller.firstName} ${traveller.lastName}` : null, position),
      type,
      ticketNumber: null,
    };
  });
}

/** When it starts: the day and time on the activity's clock, the zone named. */
export function activityStart(booking: ActivityBooking, locale: string): string {
  return formatDeadline(booking.offer.startsAt, booking.offer.timeZone, locale);
}

/** A ticket in a line or two, as the emails list them. */
export function ticketText(
  ticket: ActivityTicket,
  total: number,
  t: BookingT,
): { heading: string; number: string } {
  return {
    heading: `${t("activity.ticketOf", { number: ticket.position + 1, total })}: ${ticket.name} (${t(TRAVELLER_TYPE_KEYS[ticket.type])})`,
    number: ticket.ticketNumber
      ? `${t("activity.ticketNumber")}: ${ticket.ticketNumber}`
      : t("activity.ticketPending"),
  };
}

/**
 * The activity's rows of the tickets document and the emails, in groups; `withTickets` adds the
 * tickets as rows (the emails), where the document draws each on its own.
 */
export function activityGroups(
  booking: ActivityBooking,
  locale: string,
  t: BookingT,
  withTickets: boolean,
): Detail[][] {
  const { offer } = booking;
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(items);
  const who = [t("adults", { count: offer.travellers.adults })];
  if (offer.travellers.children) who.push(t("children", { count: offer.travellers.children }));
  if (offer.travellers.seniors) {
    who.push(t("activity.seniors", { count: offer.travellers.seniors }));
  }
  const lead = booking.travellers.find((p) => p.unit === 0) ?? booking.contact;
  const answers: Detail[] = ACTIVITY_QUESTIONS.flatMap((id) => {
    const answer = booking.answers?.[id]?.trim();
    return answer ? [[t(QUESTION_KEYS[id]), answer] as Detail] : [];
  });
  const groups: Detail[][] = [
    [
      [t("activity.activity"), offer.title],
      [t("activity.option"), offer.optionName],
      [t("activity.starts"), activityStart(booking, locale)],
      [t("activity.duration"), formatDuration(offer.durationMinutes, locale)],
      [t("activity.meetingPoint"), `${offer.meetingPoint.name}\n${offer.meetingPoint.address}`],
      ...(offer.inclusions.length
        ? [[t("activity.inclusions"), offer.inclusions.join("\n")] as Detail]
        : []),
    ],
    [
      [t("activity.travellers"), list(who)],
      [t("activity.leadTraveller"), `${lead.firstName} ${lead.lastName}`],
      ...answers,
      contactDetail(booking, t("contact")),
    ],
  ];
  if (withTickets) {
    const tickets = activityTickets(booking, t);
    groups.push(
      tickets.map((ticket, i): Detail => {
        const { heading, number } = ticketText(ticket, tickets.length, t);
        return [i === 0 ? t("activity.tickets") : "", `${heading}\n${number}`];
      }),
    );
  }
  return groups;
}

/** An activity from its start for its duration, at the meeting point. */
function activityEvent(
  booking: ActivityBooking,
  { host, locale, t, references, brand }: EventContext,
): CalendarEvent {
  const { offer } = booking;
  const start = Date.parse(offer.startsAt);
  const tickets = activityTickets(booking, t);
  const lines = [
    `${t("activity.option")}: ${offer.optionName}`,
    `${t("activity.starts")}: ${activityStart(booking, locale)}`,
    `${t("activity.meetingPoint")}: ${offer.meetingPoint.name}, ${offer.meetingPoint.address}`,
    ...tickets.map((ticket) => {
      const { heading, number } = ticketText(ticket, tickets.length, t);
      return `${heading} – ${number}`;
    }),
    ...references,
    booking.hotelConfirmation
      ? `${t("activity.confirmation")}: ${booking.hotelConfirmation}`
      : null,
    brand.siteUrl,
  ];
  return {
    uid: `${booking.reference}@${host}`,
    start,
    end: start + offer.durationMinutes * 60_000,
    title: offer.title,
    location: `${offer.meetingPoint.name}, ${offer.meetingPoint.address}`,
    description: lines.filter(Boolean).join("\n"),
  };
}

const EMAIL_KEYS = {
  confirmed: ["activity.email.confirmed.subject", "activity.email.confirmed.intro"],
  cancelled: ["activity.email.cancelled.subject", "activity.email.cancelled.intro"],
} as const;

/** The tickets the PDF draws one by one: the activity and its start on each. */
function ticketSheet(booking: ActivityBooking, locale: string, t: BookingT): TicketSheet {
  const tickets = activityTickets(booking, t);
  const { offer } = booking;
  return {
    title: t("activity.tickets"),
    note: t("activity.showTicket"),
    numberLabel: t("activity.ticketNumber"),
    pendingLabel: t("activity.ticketPending"),
    tickets: tickets.map((ticket) => ({
      heading: t("activity.ticketOf", { number: ticket.position + 1, total: tickets.length }),
      name: ticket.name,
      kind: t(TRAVELLER_TYPE_KEYS[ticket.type]),
      number: ticket.ticketNumber,
    })),
    lines: [`${offer.title} · ${offer.optionName}`, activityStart(booking, locale)],
  };
}

/**
 * An activity's tickets (the details, then one ticket a participant), one calendar event from its
 * start for its duration, its own emails; its deadline on the activity's clock.
 */
export const activityDocuments: ProductDocuments = {
  subject: (booking) => activityOf(booking).title,
  pdfName: "tickets",
  title: (t) => t("activity.ticketsTitle"),
  confirmationLabel: (t) => t("activity.confirmation"),
  confirmationFirst: true,
  cancellationText: (booking, locale, t) =>
    policyText(activityOf(booking).policy, activityOf(booking).timeZone, locale, t),
  groups: (booking, locale, t, withTickets) =>
    activityGroups(booking as ActivityBooking, locale, t, withTickets),
  events: (booking, context) => [activityEvent(booking as ActivityBooking, context)],
  emailCopy(kind, booking, common, locale, t) {
    const activity = booking as ActivityBooking;
    const values = {
      ...common,
      activity: activity.offer.title,
      date: formatDate(activity.offer.date, locale),
      start: activityStart(activity, locale),
    };
    const [subject, intro] = EMAIL_KEYS[kind];
    return {
      subject: t(subject, values),
      intro: t(intro, values),
      attachmentsNote: t("activity.email.attachments"),
    };
  },
  ticketSheet: (booking, locale, t) => ticketSheet(booking as ActivityBooking, locale, t),
};
