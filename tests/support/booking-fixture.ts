import { bookingView, type BookingView } from "@/lib/contract/booking";
import type { AgencyBrand } from "@/lib/server/bookings/documents/shared";

/**
 * A confirmed two-room Paris stay as the booking API describes it, checked against the contract so
 * the fixture cannot drift from it: check-in 15 July 2025 at 15:00 Paris time (13:00Z, summer
 * time), free cancellation until 12 July 18:00 Paris time.
 */
export function bookingFixture(overrides: Partial<BookingView> = {}): BookingView {
  const base: BookingView = {
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
    supplierReference: "SBX-4411",
    hotelConfirmation: "HC-99812",
    price: {
      total: { amountMinor: 123456, currency: "EUR" },
      totalUsd: 134000,
      taxAndFeeUsd: 12000,
      publishedUsd: 140000,
      exchangeRate: "0.9213",
      rateQuotedAt: "2025-06-01T09:59:00.000Z",
    },
    charged: { amountMinor: 123456, currency: "EUR" },
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
  return bookingView.parse({ ...base, ...overrides });
}

export function brandFixture(overrides: Partial<AgencyBrand> = {}): AgencyBrand {
  return {
    name: "Fjord & Sun Travel",
    logoUrl: null,
    primaryColor: "#0b7285",
    siteUrl: "http://demo.localhost:3000",
    contactEmail: "help@fjordsun.example",
    contactPhone: "+47 22 00 00 00",
    ...overrides,
  };
}
