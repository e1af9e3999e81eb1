import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { Analytics } from "@/components/shell/analytics";
import { Providers } from "@/components/shell/providers";
import { brandColours } from "@/lib/brand/colour";
import { directionOf } from "@/lib/i18n/locales";
import { DEFAULT_PRIMARY_COLOR } from "@/lib/server/agency/agency";
import { canonicalOrigin } from "@/lib/server/agency/origin";
import { agencyContext, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { formatLocaleOf } from "@/lib/i18n/format-locale";

// Public pages are rendered once per (agency, locale, path) on first request and then served from
// cache; nothing here reads cookies or headers (DESIGN §2).
export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const DEFAULT_FAVICON = "/assets/favicon.svg";
const CLIENT_NAMESPACES = [
  "NotFound",
  "Error",
  "Shell",
  "Currency",
  "Account",
  "Auth",
  "Nav",
  "Profile",
  "Deals",
] as const;

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { agency, locale } = await agencyContext(params);
  if (!agency) return { title: "Agency not found!", robots: { index: false, follow: false } };
  const favicon = agency.favicon ?? DEFAULT_FAVICON;
  return {
    metadataBase: new URL(await canonicalOrigin(agency)),
    openGraph: {
      type: "website",
      siteName: agency.agencyName,
      title: agency.metaData.title,
      description: agency.metaData.description,
      locale,
      images: agency.logo ? [{ url: agency.logo, alt: agency.agencyName }] : undefined,
    },
    title: { default: agency.metaData.title, template: `%s | ${agency.agencyName}` },
    description: agency.metaData.description,
    keywords: agency.metaData.keywords,
    applicationName: agency.agencyName,
    // An uploaded favicon (PNG or ICO) is served with its own type; the seeded ones are SVG.
    icons: {
      icon: [favicon.endsWith(".svg") ? { url: favicon, type: "image/svg+xml" } : { url: favicon }],
      shortcut: favicon,
    },
    robots: agency.status === "Inactive" ? { index: false, follow: false } : undefined,
  };
}

export async function generateViewport({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Viewport> {
  const { agency } = await agencyContext(params);
  return {
    themeColor: brandColours(agency?.primaryColor ?? DEFAULT_PRIMARY_COLOR).primary,
    width: "device-width",
    initialScale: 1,
  };
}

/**
 * The root layout: <html> in the agency's language and direction with its colours. It renders
 * even when the host names no agency, so that (site)/layout's notFound() reaches this segment's
 * not-found page ('Agency not found!') with a real server-rendered document.
 */
export default async function AgencyRootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: AgencyPageParams;
}) {
  const { agency, locale } = await agencyContext(params);
  const dir = directionOf(locale);
  const colours = brandColours(agency?.primaryColor ?? DEFAULT_PRIMARY_COLOR);
  const t = await getTranslations("Shell");
  const messages = await getMessages();
  // Only the namespaces client components use are sent to the browser.
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]!]));
  const style = {
    "--agency-primary": colours.primary,
    "--agency-primary-60": colours.primary60,
    "--agency-primary-strong": colours.strong,
  } as CSSProperties;
  return (
    <html lang={locale} dir={dir} style={style}>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider messages={clientMessages}>
          <Providers dir={dir} formatLocale={formatLocaleOf(locale, agency?.country)}>
            {children}
          </Providers>
        </NextIntlClientProvider>
        {agency && <Analytics analytics={agency.analytics} />}
      </body>
    </html>
  );
}
