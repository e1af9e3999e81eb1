import {
  bookingView,
  type BookingView,
  type FlightOfferSnapshot,
  type HotelOfferSnapshot,
} from "@/lib/contract/booking";
import type { AgencyBrand } from "@/lib/server/mail/brand";

export type HotelBookingFixture = BookingView & { offer: HotelOfferSnapshot };
export type FlightBookingFixture = BookingView & { offer: FlightOfferSnapshot };

/**
 * A confirmed two-room Paris stay as the booking API describes it, checked against the contract so
 * the fixture cannot drift from it: check-in 15 July 2025 at 15:00 Paris time (13:00Z, summer
 * time), free cancellation until 12 July 18:00 Paris time.
 */
export function bookingFixture(overrides: Partial<BookingView> = {}): HotelBookingFixture {
  const base: HotelBookingFixture = {
    reference: "7KQ2M9XD",
    product: "hotels",
    status: "confirmed",
    createdAt: "2025-06-01T10:00:00.000Z",
    language: "en",
    offer: {
      product: "hotels",
      hotelId: "sandbox-paris-1",
      hotelName: "Hôtel Lumière",
      stars: 4,
      address: "12 Rue de Rivoli, 75004 Paris, France",
      phone: "+33 1 23 45 67 89",
      timeZone: "Europe/Paris",
      heroImage: "https://example.test/hero.jpg",
      roomName: "Deluxe Double",
      bedType: "Double",
      board: "BB",
      checkIn: "2025-07-15",
      checkOut: "2025-07-18",
      checkInTime: "15:00",
      checkOutTime: "11:00",
      nights: 3,
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
      policy: {
        refundable: true,
        freeUntil: "2025-07-12T16:00:00.000Z",
        timeZone: "Europe/Paris",
        penaltyMinor: 15000,
      },
    },
    contact: {
      firstName: "Alice",
      lastName: "Martin",
      email: "alice@example.test",
      phone: "+4712345678",
      country: "NO",
    },
    travellers: [
      { firstName: "Alice", lastName: "Martin", unit: 0 },
      { firstName: "Bob", lastName: "Martin", unit: 0 },
      { firstName: "Chloé", lastName: "Martin", unit: 1 },
    ],
    specialRequests: null,
    answers: null,
    tickets: null,
    supplierReference: "SBX-4411",
    hotelConfirmation: "HC-99812",
    price: {
      total: { amountMinor: 123456, currency: "EUR" },
      totalUsd: 134000,
      taxAndFeeUsd: 12000,
      publishedUsd: 140000,
      exchangeRate: "0.9213",
      rateQuotedAt: "2025-06-01T09:59:00.000Z",
      lines: [
        { kind: "stay", count: 4, amount: { amountMinor: 112400, currency: "EUR" } },
        { kind: "taxes", count: 1, amount: { amountMinor: 11056, currency: "EUR" } },
      ],
    },
    charged: { amountMinor: 123456, currency: "EUR" },
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
  };
  return bookingView.parse({ ...base, ...overrides }) as HotelBookingFixture;
}

const LHR = {
  iata: "LHR",
  name: "London Heathrow",
  city: "London",
  countryCode: "GB",
  timeZone: "Europe/London",
};
const JFK = {
  iata: "JFK",
  name: "John F. Kennedy International",
  city: "New York",
  countryCode: "US",
  timeZone: "America/New_York",
};
const BOS = {
  iata: "BOS",
  name: "Logan International",
  city: "Boston",
  countryCode: "US",
  timeZone: "America/New_York",
};

/**
 * A confirmed round trip London – New York for two adults and an infant, as the booking API
 * describes it, checked against the contract: out on BA 117 on 1 December 2026 at 08:25 London
 * time (08:25Z), back through Boston on 8 December, landing at Heathrow on the 9th. Three
 * flights, two seated passengers with a seat on each, an e-ticket per passenger.
 */
export function flightBookingFixture(overrides: Partial<BookingView> = {}): FlightBookingFixture {
  const ba = { code: "BA", name: "British Airways" };
  const offer: FlightOfferSnapshot = {
    product: "flights",
    itineraryId: "it-lhr-jfk-1",
    cabin: "economy",
    brand: {
      code: "standard",
      cabin: "economy",
      checkedBags: 1,
      cabinBag: true,
      freeSeats: false,
      changeable: true,
      changeFeeUsd: 7500,
      refundable: true,
    },
    journeys: [
      {
        segments: [
          {
            flightId: "BA117-2026-12-01-economy",
            carrier: ba,
            flightNumber: "BA 117",
            aircraft: "Boeing 777-300ER",
            from: LHR,
            to: JFK,
            departsAt: "2026-12-01T08:25:00.000Z",
            arrivesAt: "2026-12-01T16:20:00.000Z",
            departureLocal: "2026-12-01T08:25",
            arrivalLocal: "2026-12-01T11:20",
            durationMinutes: 475,
          },
        ],
        layoverMinutes: [],
        stops: 0,
        durationMinutes: 475,
      },
      {
        segments: [
          {
            flightId: "B61-2026-12-08-economy",
            carrier: { code: "B6", name: "JetBlue" },
            flightNumber: "B6 1",
            aircraft: "Airbus A320",
            from: JFK,
            to: BOS,
            departsAt: "2026-12-08T20:00:00.000Z",
            arrivesAt: "2026-12-08T21:15:00.000Z",
            departureLocal: "2026-12-08T15:00",
            arrivalLocal: "2026-12-08T16:15",
            durationMinutes: 75,
          },
          {
            flightId: "BA238-2026-12-08-economy",
            carrier: ba,
            flightNumber: "BA 238",
            aircraft: "Boeing 787-9",
            from: BOS,
            to: LHR,
            departsAt: "2026-12-08T23:15:00.000Z",
            arrivesAt: "2026-12-09T06:00:00.000Z",
            departureLocal: "2026-12-08T18:15",
            arrivalLocal: "2026-12-09T06:00",
            durationMinutes: 405,
          },
        ],
        layoverMinutes: [120],
        stops: 1,
        durationMinutes: 600,
      },
    ],
    passengers: { adults: 2, children: 0, infants: 1 },
    seats: [
      { segment: 0, passenger: 0, seat: "31A", priceUsd: 2500 },
      { segment: 0, passenger: 1, seat: "31B", priceUsd: 2500 },
      { segment: 1, passenger: 0, seat: "12C", priceUsd: 0 },
      { segment: 1, passenger: 1, seat: "12D", priceUsd: 0 },
      { segment: 2, passenger: 0, seat: "40H", priceUsd: 2500 },
      { segment: 2, passenger: 1, seat: "40J", priceUsd: 2500 },
    ],
    international: true,
    firstFlightDate: "2026-12-01",
    lastFlightDate: "2026-12-08",
    policy: {
      refundable: true,
      freeUntil: null,
      timeZone: "Europe/London",
      penaltyMinor: 30000,
      freeHoursAfterBooking: 24,
      freeBefore: "2026-12-01T08:25:00.000Z",
    },
  };
  const passport = (n: string) => ({
    nationality: "NO",
    passportNumber: `•••••${n}`,
    passportExpiry: "2030-05-01",
  });
  const base: FlightBookingFixture = {
    ...bookingFixture(),
    reference: "F3XR8KQP",
    product: "flights",
    createdAt: "2026-11-02T10:00:00.000Z",
    offer,
    travellers: [
      {
        firstName: "Alice",
        lastName: "Martin",
        unit: 0,
        type: "adult",
        dateOfBirth: "1988-04-02",
        gender: "female",
        ...passport("1234"),
        ticketNumber: "1252345678901",
      },
      {
        firstName: "Bob",
        lastName: "Martin",
        unit: 1,
        type: "adult",
        dateOfBirth: "1986-09-14",
        gender: "male",
        ...passport("5678"),
        ticketNumber: "1252345678902",
      },
      {
        firstName: "Chloé",
        lastName: "Martin",
        unit: 2,
        type: "infant",
        dateOfBirth: "2025-10-01",
        gender: "female",
        ...passport("9012"),
        ticketNumber: "1252345678903",
      },
    ],
    supplierReference: "SBX-FL-7731",
    hotelConfirmation: "QXJ4TB",
  };
  return bookingView.parse({ ...base, ...overrides }) as FlightBookingFixture;
}

export function brandFixture(overrides: Partial<AgencyBrand> = {}): AgencyBrand {
  return {
    name: "Fjord & Sun Travel",
    logoUrl: null,
    primaryColor: "#0b7285",
    siteUrl: "http://demo.localhost:3000",
    contactEmail: "help@fjordsun.example",
    contactPhone: "+47 22 00 00 00",
    country: null,
    ...overrides,
  };
}
