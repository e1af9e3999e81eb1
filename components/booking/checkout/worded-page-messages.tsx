import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

type Messages = Record<string, Record<string, unknown> | undefined>;

/**
 * Like PageMessages (components/shell/page-messages.tsx): the namespaces a booking page's client
 * components use, with the shared checkout's `Checkout` texts that speak of a hotel room ("Holding
 * your room…") replaced by the product's own (`keys` of the namespace `wording`), so the shared
 * components stay the same for every product.
 */
export async function WordedPageMessages({
  namespaces,
  wording,
  keys,
  children,
}: {
  namespaces: readonly string[];
  wording: string;
  keys: readonly string[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  const own = messages[wording] ?? {};
  const replaced = Object.fromEntries(
    keys.filter((key) => key in own).map((key) => [key, own[key]]),
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
