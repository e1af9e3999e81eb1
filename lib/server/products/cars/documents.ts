import "server-only";
import { carModel } from "@/lib/booking/trip-format";
import type { BookingView } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import {
  type BookingT,
  contactDetail,
  countryName,
  type Detail,
  formatLocalInZone,
  formatMoney,
  localDateTime,
  localInstant,
  policyText,
  usdInBookingCurrency,
} from "../kit/document-kit";
import type { CalendarEvent, EventContext, ProductDocuments } from "../kit/types";

export type CarBooking = BookingView & { offer: CarOfferSnapshot };
const carOf = (booking: BookingView) => (booking as CarBooking).offer;

/** A car's pick-up and drop-off each take this long in the calendar. */
const DESK_VISIT_MS = 30 * 60_000;

/**
 * What a car rental's voucher and emails say of it: the rental company and the car, the driver,
 * the desks with their times on the desks' own clocks, what is included, the extras and the
 * surcharges, how to find the counter and what to bring.
 */

const TRANSMISSION_KEYS = {
  automatic: "car.transmissions.automatic",
  manual: "car.transmissions.manual",
} as const;
const COUNTER_KEYS = {
  terminal: "car.counters.terminal",
  shuttle: "car.counters.shuttle",
  city: "car.counters.city",
} as const;
const INSURANCE_KEYS = {
  collisionDamageWaiver: "car.insurance.collisionDamageWaiver",
  theftProtection: "car.insurance.theftProtection",
  thirdPartyLiability: "car.insurance.thirdPartyLiability",
} as const;
const FUEL_KEYS = {
  fullToFull: "car.fuelPolicies.fullToFull",
  sameToSame: "car.fuelPolicies.sameToSame",
} as const;
const EXTRA_KEYS = {
  childSeat: "car.extraNames.childSeat",
  additionalDriver: "car.extraNames.additionalDriver",
  gps: "car.extraNames.gps",
} as const;
const TO_BRING_KEYS = {
  licence: "car.toBringItems.licence",
  creditCard: "car.toBringItems.creditCard",
  passport: "car.toBringItems.passport",
  voucher: "car.toBringItems.voucher",
} as const;

/** A desk's wall-clock time with the desk's zone named. */
export function deskTime(desk: CarBooking["offer"]["pickUp"], locale: string): string {
  return formatLocalInZone(desk.at, desk.timeZone, locale);
}

/** The main driver as named at checkout (the contact when no traveller was named). */
function driverLines(booking: CarBooking, locale: string, t: BookingT): string[] {
  const driver = booking.travellers[0];
  const name = driver
    ? `${driver.firstName} ${driver.lastName}`
    : `${booking.contact.firstName} ${booking.contact.lastName}`;
  return [
    name,
    t("car.driverAge", { age: driver?.age ?? booking.offer.driverAge }),
    ...(driver?.licenceCountry
      ? [t("car.licenceCountry", { country: countryName(driver.licenceCountry, locale) })]
      : []),
    ...(driver?.flightNumber ? [t("car.arrivingFlight", { flight: driver.flightNumber })] : []),
  ];
}

/** What the rental includes: insurance, the excess, the mileage, the fuel policy. */
function includedLines(booking: CarBooking, locale: string, t: BookingT): string[] {
  const { included, fuelPolicy } = booking.offer;
  const excess = included.excess
    ? t("car.excess", {
        amount: formatMoney(usdInBookingCurrency(booking, included.excess), locale),
      })
    : t("car.noExcess");
  const mileage = included.mileage.unlimited
    ? t("car.unlimitedMileage")
    : t("car.limitedMileage", { km: included.mileage.kmPerDay ?? 0 });
  return [
    ...included.insurance.map((code) => t(INSURANCE_KEYS[code])),
    excess,
    mileage,
    t(FUEL_KEYS[fuelPolicy]),
  ];
}

/** The car's rows of the voucher and the emails, in groups. */
export function carGroups(booking: CarBooking, locale: string, t: BookingT): Detail[][] {
  const { offer } = booking;
  const money = (usd: number) => formatMoney(usdInBookingCurrency(booking, usd), locale);
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(items);
  const features = [
    t(TRANSMISSION_KEYS[offer.transmission]),
    t("car.seats", { count: offer.passengers }),
    t("car.bags", { count: offer.bags }),
    t("car.doors", { count: offer.doors }),
    ...(offer.airConditioning ? [t("car.airConditioning")] : []),
  ];
  const extras = offer.extras.length
    ? offer.extras.map((e) =>
        t("car.extraLine", {
          quantity: e.quantity,
          name: t(EXTRA_KEYS[e.code]),
          amount: money(e.totalUsd),
        }),
      )
    : [t("car.noExtras")];
  const surcharges: Detail[] = [];
  if (offer.youngDriverFeeUsd > 0) {
    surcharges.push([
      t("car.youngDriverFee"),
      t("car.inTotal", { amount: money(offer.youngDriverFeeUsd) }),
    ]);
  }
  if (offer.oneWayFeeUsd > 0) {
    surcharges.push([t("car.oneWayFee"), t("car.inTotal", { amount: money(offer.oneWayFeeUsd) })]);
  }
  return [
    [
      [t("car.supplier"), offer.supplierName],
      [
        t("car.vehicle"),
        [
          `${offer.vehicleClass} (${offer.acriss})`,
          t("car.orSimilar", { model: carModel(offer.name) }),
          list(features),
        ].join("\n"),
      ],
      [t("car.driver"), driverLines(booking, locale, t).join("\n")],
      contactDetail(booking, t("contact")),
    ],
    [
      [
        t("car.pickUp"),
        [
          offer.pickUp.name,
          offer.pickUp.address,
          deskTime(offer.pickUp, locale),
          t(COUNTER_KEYS[offer.counter]),
        ].join("\n"),
      ],
      [
        t("car.dropOff"),
        [offer.dropOff.name, offer.dropOff.address, deskTime(offer.dropOff, locale)].join("\n"),
      ],
      [t("car.rentalDays"), t("car.days", { count: offer.rentalDays })],
      [t("car.pickUpInstructions"), offer.pickUpInstructions],
      [t("car.toBring"), offer.toBring.map((item) => t(TO_BRING_KEYS[item])).join("\n")],
    ],
    [
      [t("car.included"), includedLines(booking, locale, t).join("\n")],
      [t("car.extras"), extras.join("\n")],
      ...surcharges,
    ],
  ];
}

/**
 * A rental's pick-up and drop-off, each at its desk on the desk's clock: "Car pick-up: Avis,
 * Lisbon Airport (LIS)"; their UIDs are the booking's with `-pickup` and `-dropoff`.
 */
function carEvents(
  booking: CarBooking,
  { host, locale, t, references, brand }: EventContext,
): CalendarEvent[] {
  const { offer } = booking;
  const vehicle = `${t("car.vehicle")}: ${offer.vehicleClass}, ${t("car.orSimilar", { model: carModel(offer.name) })}`;
  const confirmation = booking.hotelConfirmation
    ? `${t("car.confirmation")}: ${booking.hotelConfirmation}`
    : null;
  const desks = [
    { key: "pickup", desk: offer.pickUp, label: t("car.pickUp") },
    { key: "dropoff", desk: offer.dropOff, label: t("car.dropOff") },
  ] as const;
  return desks.map(({ key, desk, label }) => {
    const start = localInstant(
      desk.at.slice(0, 10),
      desk.at.slice(11, 16),
      desk.timeZone,
      [0, 0],
    ).getTime();
    const lines = [
      `${label}: ${deskTime(desk, locale)}`,
      desk.address,
      key === "pickup" ? `${t("car.pickUpInstructions")}: ${offer.pickUpInstructions}` : null,
      vehicle,
      ...references,
      confirmation,
      brand.siteUrl,
    ];
    const values = { supplier: offer.supplierName, desk: desk.name };
    return {
      uid: `${booking.reference}-${key}@${host}`,
      start,
      end: start + DESK_VISIT_MS,
      title: key === "pickup" ? t("car.calendarPickUp", values) : t("car.calendarDropOff", values),
      location: desk.address.includes(desk.name) ? desk.address : `${desk.name}, ${desk.address}`,
      description: lines.filter(Boolean).join("\n"),
    };
  });
}

const EMAIL_KEYS = {
  confirmed: ["car.email.confirmed.subject", "car.email.confirmed.intro"],
  cancelled: ["car.email.cancelled.subject", "car.email.cancelled.intro"],
} as const;

const rentalOf = (offer: CarOfferSnapshot) => `${offer.supplierName}, ${offer.pickUp.name}`;

/**
 * A rental's voucher, its pick-up and drop-off as two calendar events on the desks' clocks, the
 * rental's own emails; its deadline on the pick-up desk's clock.
 */
export const carDocuments: ProductDocuments = {
  subject: (booking) => rentalOf(carOf(booking)),
  pdfName: "voucher",
  title: (t) => t("car.voucherTitle"),
  confirmationLabel: (t) => t("car.confirmation"),
  confirmationFirst: true,
  cancellationText: (booking, locale, t) =>
    policyText(carOf(booking).policy, carOf(booking).pickUp.timeZone, locale, t),
  groups: (booking, locale, t) => carGroups(booking as CarBooking, locale, t),
  events: (booking, context) => carEvents(booking as CarBooking, context),
  emailCopy(kind, booking, common, locale, t) {
    const offer = carOf(booking);
    const values = {
      ...common,
      rental: rentalOf(offer),
      supplier: offer.supplierName,
      place: offer.pickUp.name,
      ...localDateTime(offer.pickUp.at, locale),
    };
    const [subject, intro] = EMAIL_KEYS[kind];
    return {
      subject: t(subject, values),
      intro: t(intro, values),
      attachmentsNote: t("car.email.attachments"),
    };
  },
};
