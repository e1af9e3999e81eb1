"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { LinkNotice, StepFailed, useSignInFirst } from "@/components/booking/checkout/page-states";
import { useMe } from "@/lib/api/queries/account";
import { useViewer } from "@/lib/api/viewer";
import { useSignedInHint } from "@/lib/api/visit";
import { flightApiMessage, useFlightFares } from "@/lib/api/queries/flights";
import { isAgentRole } from "@/lib/auth/permissions";
import { useSentOffer } from "@/lib/booking/use-proposal-grant";
import {
  FLIGHTS_PATH,
  flightDetailsHref,
  flightReservationHref,
} from "@/lib/booking/flight-search-params";
import type { PassengerRules, SeatChoice } from "@/lib/contract/flights";
import { usePriceFormatter, useSelectedCurrency } from "@/lib/currency/use-price";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { useAddressRead } from "../use-address-read";
import { FareSummary } from "./reservation-fare-summary";
import {
  readFlightDraft,
  todayIso,
  typeOrdinals,
  writeFlightDraft,
  type FlightDraft,
} from "./reservation-draft";
import { PassengersForm } from "./reservation-passengers";
import {
  flightCheckoutHref,
  FlightSteps,
  readFlightOffer,
  usePassengerLabel,
} from "./reservation-steps";
import type { BookingPageProps } from "../booking-page-props";

/** The seat maps and their step load when the traveller gets there, not with the page. */
const SeatsStep = dynamic(() => import("./reservation-seats"), {
  ssr: false,
  loading: () => <Waiting />,
});

function Waiting({ text }: { text?: string }) {
  const t = useTranslations("FlightPassengers");
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      {text ?? t("loading")}
    </p>
  );
}

/**
 * /booknow/flights/reservation-details: the chosen fare, then the passengers and the contact,
 * then (a step of its own, `step=seats`) the seats; on to the checkout with all of it kept.
 */
export function ReservationDetails({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("FlightPassengers");
  const tSeats = useTranslations("FlightSeats");
  const params = useSearchParams();
  const router = useRouter();
  const hydrated = useHydrated();
  const signedIn = useSignedInHint();
  const mustSignIn = useSignInFirst(allowNonLoginFlow, hydrated);
  const { data: me } = useMe();
  const viewer = useViewer();
  const currency = useSelectedCurrency(agencyDefaultCurrency);
  const formatPrice = usePriceFormatter(agencyDefaultCurrency);
  const passengerLabel = usePassengerLabel();

  const { query, itineraryId, offerId } = useAddressRead(readFlightOffer, "step");
  // A proposal's or a deal link's fare (issue 28) is booked as it was sent, without seats: its
  // grant quotes that fare alone. Its pages keep its marks; the passengers go on to the checkout.
  const { sent, keep } = useSentOffer();
  const step = params.get("step") === "seats" && !sent ? "seats" : "passengers";

  const fares = useFlightFares(
    hydrated && !mustSignIn && offerId ? query : null,
    itineraryId,
    viewer,
  );
  const fare = fares.data?.fares.find((f) => f.offerId === offerId);

  const counts = useMemo(
    () => ({
      adults: query?.adults ?? 1,
      children: query?.children ?? 0,
      infants: query?.infants ?? 0,
    }),
    [query],
  );
  // The draft is read once the page runs in the browser (it is kept in sessionStorage), and again
  // when the step changes (the seats step shows the names typed).
  const draft = useMemo<FlightDraft | null>(
    () => (hydrated && offerId ? readFlightDraft(offerId, counts) : null),
    // `step` is a reason to read again, not an input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hydrated, offerId, counts, step],
  );
  const [today] = useState(todayIso);

  if (!query || !itineraryId || !offerId) {
    return <LinkNotice text={t("invalidLink")} href={FLIGHTS_PATH} linkText={t("searchAgain")} />;
  }
  const faresHref = flightDetailsHref(query, itineraryId);
  if (!hydrated || mustSignIn || fares.isPending) return <Waiting />;
  if (fares.isError || !fares.data) {
    return (
      <StepFailed
        text={t("faresFailed")}
        detail={flightApiMessage(fares.error)}
        retryLabel={t("tryAgain")}
        onRetry={() => void fares.refetch()}
      />
    );
  }
  if (!fare || !fare.available) {
    return <LinkNotice text={t("fareGone")} href={faresHref} linkText={t("chooseAnotherFare")} />;
  }
  if (!draft) return <Waiting />;

  const { international, lastFlightDate, itinerary } = fares.data;
  const rules: PassengerRules = { lastFlightDate, today, international, counts };
  const types = draft.passengers.map((p) => p.type);
  const ordinals = typeOrdinals(types);
  const labels = types.map((type, i) => passengerLabel(type, ordinals[i]!));
  const seatedLabels = draft.passengers.slice(0, counts.adults + counts.children).map((p, i) => {
    const name = `${p.firstName} ${p.lastName}`.trim();
    return name ? `${labels[i]}: ${name}` : labels[i]!;
  });
  const passengersHref = keep(flightReservationHref(query, itineraryId, offerId));

  function toCheckout(seats: SeatChoice[]) {
    writeFlightDraft(offerId!, { seats });
    router.push(keep(flightCheckoutHref(query!, itineraryId!, offerId!, currency)));
  }

  const total = counts.adults + counts.children + counts.infants;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
        <FareSummary
          journeys={itinerary.journeys}
          brand={fare.brand}
          headingId="fare-heading"
          heading={t("yourFare")}
        >
          <p className="text-lg font-bold">
            {t("fareTotal", { price: formatPrice(fare.rates.totalRate), count: total })}
          </p>
          <Link href={faresHref} className="text-sm text-brand underline">
            {t("changeFare")}
          </Link>
        </FareSummary>
      </div>
      <div className="lg:col-start-1 lg:row-start-1">
        <FlightSteps current={step === "seats" ? 1 : 0} seats={!sent} />
        {step === "passengers" ? (
          <PassengersForm
            offerId={offerId}
            rules={rules}
            initial={draft.passengers}
            labels={labels}
            user={me ?? null}
            isAgent={!!me && isAgentRole(me)}
            signedIn={signedIn}
            submitLabel={sent ? tSeats("continue") : undefined}
            onDone={() => {
              if (sent) toCheckout([]);
              else router.push(`${passengersHref}&step=seats`);
              window.scrollTo({ top: 0 });
            }}
          />
        ) : (
          <SeatsStep
            query={query}
            offerId={offerId}
            seatedLabels={seatedLabels}
            hasInfants={counts.infants > 0}
            freeSeats={fare.brand.freeSeats}
            initial={draft.seats}
            formatPrice={formatPrice}
            onBack={() => router.push(passengersHref)}
            onContinue={toCheckout}
          />
        )}
      </div>
    </div>
  );
}
