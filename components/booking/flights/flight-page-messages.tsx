import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * The shared checkout's texts that speak of a hotel room, as a flight says them: the flight
 * pages give the shared checkout components (which read `Checkout`) these `FlightCheckout`
 * texts in their place, so the components stay the same for every product.
 */
const FLIGHT_WORDING = [
  "holding",
  "invalidLink",
  "holdFor",
  "soldOutTitle",
  "soldOutDetail",
  "expiredDetail",
  "quoteFailedTitle",
  "formLabel",
  "specialRequestsLabel",
  "errorFirstName",
  "errorLastName",
] as const;

type Messages = Record<string, Record<string, unknown> | undefined>;

/**
 * Like PageMessages (components/shell/page-messages.tsx): the namespaces a flight booking page's
 * client components use, with the `Checkout` namespace in a flight's words.
 */
export async function FlightPageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  const flight = messages["FlightCheckout"] ?? {};
  const wording = Object.fromEntries(
    FLIGHT_WORDING.filter((key) => key in flight).map((key) => [key, flight[key]]),
  );
  const picked = Object.fromEntries(namespaces.map((n) => [n, messages[n]]));
  return (
    <NextIntlClientProvider
      messages={{ ...picked, Checkout: { ...messages["Checkout"], ...wording } }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
