import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

type Messages = Record<string, Record<string, unknown> | undefined>;

/** The shared checkout's texts that speak of a hotel room, which a product may say its own way. */
const WORDED_KEYS = [
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

/**
 * Like PageMessages (components/shell/page-messages.tsx): the namespaces a booking page's client
 * components use, with the shared checkout's `Checkout` texts that speak of a hotel room ("Holding
 * your room…") replaced by the product's own (those of them in the namespace `wording`), so the shared
 * components stay the same for every product.
 */
export async function WordedPageMessages({
  namespaces,
  wording,
  children,
}: {
  namespaces: readonly string[];
  /** The product's namespace: `FlightCheckout`, `CarBooking`, `ActivityCheckout`. */
  wording: string;
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  const own = messages[wording] ?? {};
  const replaced = Object.fromEntries(
    WORDED_KEYS.filter((key) => key in own).map((key) => [key, own[key]]),
  );
  const picked = Object.fromEntries(namespaces.map((n) => [n, messages[n]]));
  return (
    <NextIntlClientProvider
      messages={{ ...picked, Checkout: { ...messages["Checkout"], ...replaced } }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
