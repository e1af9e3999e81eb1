import { describe, expect, it } from "vitest";
import { cancellationTerms } from "@/lib/booking/cancellation-terms";
import { faresFor } from "../../inventory/flights/fares";
import type { FlightOffer, Itinerary } from "../../inventory/flights/supplier";
import { ratesOn } from "../../inventory/money";
import { refundNow } from "../../bookings/refunds";
import { flightPolicy } from "./itinerary";

/**
 * The fare card's cancellation text (cancellationTerms over the fare's policy) against what the
 * refund gives back for the same fare, booked and cancelled 48 hours later, before departure.
 */
const departsAt = new Date("2027-06-10T08:00:00Z");
const itinerary = {
  journeys: [{ segments: [{ departsAt, fromZone: "Europe/London" }] }],
} as unknown as Itinerary;
const bookedAt = new Date("2027-06-01T08:00:00Z");
const cancelledAt = new Date("2027-06-03T08:00:00Z");
const seated = 2;

describe("a fare's cancellation terms are the refund's", () => {
  const fares = faresFor("economy", [20_000, 18_000]);
  it.each(fares.map((f) => [f.brand.code, f] as const))("%s", (_code, fare) => {
    const rates = ratesOn(fare.perSeat * seated, {
      taxAndFeeBasisPoints: 1_200,
      publishedUpliftBasisPoints: 1_500,
    });
    const policy = flightPolicy({ fare } as FlightOffer, itinerary, rates, seated);
    const terms = cancellationTerms(policy, rates.totalRate);
    const refund = refundNow(
      {
        totalMinor: rates.totalRate,
        cardMinor: rates.totalRate,
        creditsMinor: 0,
        creditsValueMinor: 0,
        refundedMinor: 0,
        currency: "USD",
        exchangeRate: "1",
        offer: { policy },
        createdAt: bookedAt,
      },
      cancelledAt,
    );
    const kept = rates.totalRate - refund.refundMinor;
    if (terms.kind === "freeUntil") {
      expect(terms.until).toBe(departsAt.toISOString());
      expect(kept).toBe(0);
    } else if (terms.kind === "fee") expect(kept).toBe(terms.feeUsd);
    else expect(terms.kind === "nonRefundable" && kept === rates.totalRate).toBe(true);
  });

  it("reads Flex as free until departure, Standard as a fee, Basic as non-refundable", () => {
    const kinds = fares.map((fare) => {
      const rates = ratesOn(fare.perSeat * seated, {
        taxAndFeeBasisPoints: 0,
        publishedUpliftBasisPoints: 0,
      });
      return cancellationTerms(
        flightPolicy({ fare } as FlightOffer, itinerary, rates, 2),
        rates.totalRate,
      ).kind;
    });
    expect(Object.fromEntries(fares.map((f, i) => [f.brand.code, kinds[i]]))).toEqual({
      basic: "nonRefundable",
      standard: "fee",
      flex: "freeUntil",
    });
  });
});
