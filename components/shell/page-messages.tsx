import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Gives one signed-in page's client components the message namespaces only they use, rather
 * than sending them with every public page (the layout's CLIENT_NAMESPACES). The provider's
 * messages replace the layout's below it, so list every namespace the subtree needs.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(namespaces.map((n) => [n, messages[n]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
