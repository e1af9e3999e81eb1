import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import { bookingView, type BookingView } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import type { CruiseOfferSnapshot } from "@/lib/contract/cruise";
import type { ResortOfferSnapshot } from "@/lib/contract/resort";
import type { ActivityBooking } from "../../products/activities/documents";
import type { CarBooking } from "../../products/cars/documents";
import type { CruiseBooking } from "../../products/cruise/documents";
import type { ResortBooking } from "../../products/resort/documents";

/**
 * Car, activity, cruise and resort bookings as the booking API describes them, checked against the contract so
 * they cannot drift from it, for the documents' tests.
 */

/** What every booking has besides its offer and travellers: paid in EUR, confirmed. */
function viewOf(
  fields: Pick<
    BookingView,
    "reference" | "product" | "offer" | "travellers" | "answers" | "tickets"
  >,
): BookingView {
  return {
    status: "confirmed",
    createdAt: "2027-05-01T10:00:00.000Z",
    language: "en",
    contact: {
      firstName: "Alice",
      lastName: "Martin",
      email: "alice@example.test",
      phone: "+4712345678",
      country: "NO",
    },
    specialRequests: null,
    supplierReference: null,
    hotelConfirmation: null,
    price: {
      total: { amountMinor: 41250, currency: "EUR" },
      totalUsd: 44774,
      taxAndFeeUsd: 5200,
      publishedUsd: 52000,
      exchangeRate: "0.9213",
      rateQuotedAt: "2027-05-01T09:59:00.000Z",
      lines: [
        { kind: "stay", count: 3, amount: { amountMinor: 36459, currency: "EUR" } },
        { kind: "taxes", count: 1, amount: { amountMinor: 4791, currency: "EUR" } },
      ],
    },
    charged: { amountMinor: 41250, currency: "EUR" },
    balance: null,
    creditsUsed: null,
    refunded: { amountMinor: 0, currency: "EUR" },
    payments: [],
    events: [],
    challengeUrl: null,
    failure: null,
    cancellation: null,
    agentName: null,
    clientId: null,
    guestLink: null,
    ...fields,
  };
}

/**
 * A one-way rental from Lisbon Airport (picked up 1 June 2027 at 10:00 Lisbon time, 09:00Z) to
 * Seville Airport (returned 5 June at 18:00 Seville time, 16:00Z) for a driver of 23, who pays the
 * young-driver surcharge, with a child seat and a GPS; free cancellation until 48 hours before
 * the pick-up.
 */
export function carBookingFixture(overrides: Partial<BookingView> = {}): CarBooking {
  const offer: CarOfferSnapshot = {
    product: "cars",
    offerId: "car-lis-avis-compact",
    supplierName: "Avis",
    supplierLogo: "car-supplier-avis",
    vehicleClass: "Compact",
    name: "Toyota Corolla or similar",
    acriss: "CDAR",
    image: "car-compact",
    passengers: 5,
    bags: 3,
    doors: 5,
    transmission: "automatic",
    airConditioning: true,
    mileage: { unlimited: true, kmPerDay: null },
    fuelPolicy: "fullToFull",
    counter: "terminal",
    pickUp: {
      locationId: "airport-LIS",
      name: "Lisbon Airport (LIS)",
      kind: "airport",
      countryCode: "PT",
      timeZone: "Europe/Lisbon",
      address: "Arrivals hall, Lisbon Airport",
      at: "2027-06-01T10:00",
    },
    dropOff: {
      locationId: "airport-SVQ",
      name: "Seville Airport (SVQ)",
      kind: "airport",
      countryCode: "ES",
      timeZone: "Europe/Madrid",
      address: "Avis, Seville Airport (SVQ)",
      at: "2027-06-05T18:00",
    },
    rentalDays: 5,
    driverAge: 23,
    residence: "NO",
    youngDriverFeeUsd: 6250,
    oneWayFeeUsd: 7500,
    extras: [
      { code: "childSeat", quantity: 1, totalUsd: 4500 },
      { code: "gps", quantity: 1, totalUsd: 6000 },
    ],
    included: {
      insurance: ["collisionDamageWaiver", "theftProtection", "thirdPartyLiability"],
      excess: 120000,
      mileage: { unlimited: true, kmPerDay: null },
    },
    pickUpInstructions:
      "Go to the rental desks in the arrivals hall of Lisbon Airport (LIS) and show this voucher, your driving licence and a credit card in the driver's name.",
    toBring: ["licence", "creditCard", "passport", "voucher"],
    minDriverAge: 21,
    maxDriverAge: 80,
    policy: {
      refundable: true,
      freeUntil: "2027-05-30T09:00:00.000Z",
      timeZone: "Europe/Lisbon",
      penaltyMinor: 44774,
    },
  };
  const base = viewOf({
    reference: "C4RL1SBN",
    product: "cars",
    offer,
    travellers: [
      {
        firstName: "Alice",
        lastName: "Martin",
        unit: 0,
        age: 23,
        licenceCountry: "PT",
        flightNumber: "TP1351",
      },
    ],
    answers: null,
    tickets: null,
  });
  return bookingView.parse({
    ...base,
    supplierReference: "SBX-CAR-2201",
    hotelConfirmation: "CR-558120",
    ...overrides,
  }) as CarBooking;
}

/**
 * A guided tour in Barcelona on 3 June 2027 at 09:30 Barcelona time (07:30Z) for three hours, for
 * two adults and a child, with a hotel to be picked up from; free cancellation until 24 hours
 * before. `namesRequired` names each traveller, and each ticket its holder; otherwise only the
 * lead is named, and the tickets no one.
 */
export function activityBookingFixture(
  { namesRequired = true } = {},
  overrides: Partial<BookingView> = {},
): ActivityBooking {
  const offer: ActivityOfferSnapshot = {
    product: "activities",
    productCode: "bcn-sagrada-familia-tour",
    title: "Sagrada Família Guided Tour",
    image: "activity-bcn-1",
    category: "tour",
    optionId: "opt-english",
    optionName: "Guided tour in English",
    date: "2027-06-03",
    time: "09:30",
    startsAt: "2027-06-03T07:30:00.000Z",
    timeZone: "Europe/Madrid",
    durationMinutes: 180,
    meetingPoint: { name: "Plaça de Gaudí", address: "Plaça de Gaudí, 08013 Barcelona, Spain" },
    inclusions: ["Skip-the-line entry", "Licensed guide"],
    travellers: { adults: 2, children: 1, seniors: 0 },
    prices: [
      { type: "adult", unitUsd: 5200 },
      { type: "child", unitUsd: 2600 },
    ],
    travellerTypes: [
      { type: "adult", minAge: 18, maxAge: 64 },
      { type: "child", minAge: 4, maxAge: 17 },
      { type: "senior", minAge: 65, maxAge: 99 },
    ],
    namesRequired,
    questions: [{ id: "pickupHotel", required: true }],
    policy: {
      refundable: true,
      freeUntil: "2027-06-02T07:30:00.000Z",
      timeZone: "Europe/Madrid",
      penaltyMinor: 13000,
    },
  };
  const named = [
    { firstName: "Alice", lastName: "Martin", unit: 0, type: "adult" as const },
    { firstName: "Bob", lastName: "Martin", unit: 1, type: "adult" as const },
    { firstName: "Chloé", lastName: "Martin", unit: 2, type: "child" as const },
  ];
  const base = viewOf({
    reference: "A7TV3BCN",
    product: "activities",
    offer,
    travellers: namesRequired ? named : named.slice(0, 1),
    answers: { pickupHotel: "Hotel Arts Barcelona" },
    tickets: named.map((p, i) => ({
      number: `TKT-482133770${i + 1}`,
      type: p.type,
      holder: namesRequired ? `${p.firstName} ${p.lastName}` : null,
    })),
  });
  return bookingView.parse({
    ...base,
    supplierReference: "SBX-ACT-9051",
    hotelConfirmation: "AC-310775",
    ...overrides,
  }) as ActivityBooking;
}

const MIAMI = {
  id: "port-miami-us",
  name: "Miami",
  countryCode: "US",
  timeZone: "America/New_York",
};
const NASSAU = {
  id: "port-nassau-bs",
  name: "Nassau",
  countryCode: "BS",
  timeZone: "America/Nassau",
};

/**
 * Three nights from Miami on 5 June 2027 for two adults and a child in a balcony cabin: sailing
 * at 16:30 Miami time (20:30Z), a day in Nassau from 08:00 to 17:00, a day at sea, back in Miami at
 * 07:00 on the 8th (11:00Z); the late dining time. Free to cancel until 7 March 2027 begins in
 * Miami, then 25%, 50% and from 22 May the whole price of USD 447.74 (EUR 412.50 as paid).
 */
export function cruiseBookingFixture(overrides: Partial<BookingView> = {}): CruiseBooking {
  const offer: CruiseOfferSnapshot = {
    product: "cruise",
    sailingId: "cs-wonder-of-the-seas-20270605",
    lineId: "royal-caribbean",
    lineName: "Royal Caribbean International",
    shipName: "Wonder of the Seas",
    watersName: "Caribbean & Bahamas",
    cabinCode: "balcony",
    cabinName: "Balcony Stateroom",
    embarkation: "Miami",
    departureDate: "2027-06-05",
    returnDate: "2027-06-08",
    nights: 3,
    itinerary: [
      {
        day: 0,
        date: "2027-06-05",
        port: MIAMI,
        arrive: null,
        depart: "2027-06-05T16:30:00-04:00",
      },
      {
        day: 1,
        date: "2027-06-06",
        port: NASSAU,
        arrive: "2027-06-06T08:00:00-04:00",
        depart: "2027-06-06T17:00:00-04:00",
      },
      { day: 2, date: "2027-06-07", port: null, arrive: null, depart: null },
      {
        day: 3,
        date: "2027-06-08",
        port: MIAMI,
        arrive: "2027-06-08T07:00:00-04:00",
        depart: null,
      },
    ],
    guests: { adults: 2, children: 1, infants: 0 },
    policy: {
      refundable: true,
      freeUntil: "2027-03-07T05:00:00.000Z",
      timeZone: "America/New_York",
      penaltyMinor: 44774,
      steps: [
        { from: "2027-03-07T05:00:00.000Z", penaltyMinor: 11194 },
        { from: "2027-05-06T04:00:00.000Z", penaltyMinor: 22387 },
        { from: "2027-05-22T04:00:00.000Z", penaltyMinor: 44774 },
      ],
    },
  };
  const guest = (
    unit: number,
    firstName: string,
    type: "adult" | "child",
    dateOfBirth: string,
  ) => ({
    firstName,
    lastName: "Martin",
    unit,
    type,
    dateOfBirth,
    nationality: "FR",
    passportNumber: `19AB${unit}2345`,
    passportExpiry: "2031-05-31",
  });
  const base = viewOf({
    reference: "CR8ZE4WS",
    product: "cruise",
    offer,
    travellers: [
      guest(0, "Alice", "adult", "1984-02-11"),
      guest(1, "Bob", "adult", "1982-10-03"),
      guest(2, "Chloé", "child", "2016-07-21"),
    ],
    answers: { diningTime: "late" },
    tickets: null,
  });
  return bookingView.parse({
    ...base,
    supplierReference: "SBX-CRU-4410",
    hotelConfirmation: "417392056",
    ...overrides,
  }) as CruiseBooking;
}

/**
 * Two one-bedroom suites at a four-star Lisbon resort for three nights from 10 July 2027 (check-in
 * from 16:00 Lisbon time, 15:00Z) for three adults and a child, a guest named for each unit; free
 * to cancel until 26 June at 16:00 Lisbon time, then the whole stay.
 */
export function resortBookingFixture(overrides: Partial<BookingView> = {}): ResortBooking {
  const offer: ResortOfferSnapshot = {
    product: "resort",
    propertyId: "rp-1620619017-1",
    propertyName: "Lisbon Mango Golf Resort",
    stars: 4,
    image: "hotel-3",
    destination: "Lisbon",
    countryName: "Portugal",
    timeZone: "Europe/Lisbon",
    unitName: "One-Bedroom Suite",
    unitType: "1-bedroom",
    sleeps: 4,
    checkIn: "2027-07-10",
    checkOut: "2027-07-13",
    nights: 3,
    units: 2,
    adults: 3,
    children: 1,
    policy: {
      refundable: true,
      freeUntil: "2027-06-26T16:00:00.000+01:00",
      timeZone: "Europe/Lisbon",
      penaltyMinor: 44774,
    },
  };
  const base = viewOf({
    reference: "RS7TQ2MX",
    product: "resort",
    offer,
    travellers: [
      { firstName: "Alice", lastName: "Martin", unit: 0 },
      { firstName: "Bruno", lastName: "Costa", unit: 1 },
    ],
    answers: null,
    tickets: null,
  });
  return bookingView.parse({
    ...base,
    supplierReference: "SBX-RST-2208",
    hotelConfirmation: "305118942",
    ...overrides,
  }) as ResortBooking;
}
