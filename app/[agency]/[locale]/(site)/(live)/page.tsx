import { SearchPanel } from "@/components/booking/search-panel";
import { CurrencyReset } from "@/components/currency/currency-reset";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ExclusiveDeals } from "@/components/deals/exclusive-deals";
import { SIGNED_IN_HOP_PATH } from "@/lib/auth/login-path";
import { bookingRootPath } from "@/lib/booking/book-now";
import { dealTabs } from "@/lib/deals/tabs";
import { canonicalOrigin } from "@/lib/server/agency/origin";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { agencyJsonLd } from "@/lib/server/seo/json-ld";

export const metadata: Metadata = { alternates: { canonical: "/" } };

export default async function HomePage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  if (agency.bookingOnlyRoot) {
    // SPEC §4 white-label root. This page is cached for everyone, so the redirect is too (and it
    // expires with the agency's pages when the setting changes); the proxy, which sees whether
    // the session cookie exists, sends each browser on. Agencies without it render as before.
    const to = bookingRootPath(agency.bookingMenuItemOptions);
    redirect(`${SIGNED_IN_HOP_PATH}?to=${encodeURIComponent(to)}`);
  }
  const t = await getTranslations("Home");
  const products = agency.bookingMenuItemOptions.filter((p) => p.active);
  const jsonLd = agencyJsonLd(agency, await canonicalOrigin(agency));
  return (
    <main id="main">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <section className="bg-(--agency-primary) text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold tracking-tight">{agency.agencyName}</h1>
          {/* Large text (24px) in full white: the hero keeps the agency's exact colour, which
              may pass only the 3:1 that large text needs (the seeded orange is 3.58:1). */}
          <p className="mt-3 max-w-2xl text-2xl text-white">{t("tagline")}</p>
        </div>
      </section>
      <SearchPanel menu={agency.bookingMenuItemOptions} agencyCountry={agency.country} />
      <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="products-heading" className="text-2xl font-semibold">
          {t("productsHeading")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {products.map((p) => (
            <li
              key={p.id}
              data-product={p.slug}
              className="rounded-xl border border-slate-200 p-4 text-center font-medium shadow-sm"
            >
              <span
                className="mx-auto mb-2 block size-2 rounded-full bg-brand"
                aria-hidden="true"
              />
              {p.title}
            </li>
          ))}
        </ul>
      </section>
      <CurrencyReset />
      <ExclusiveDeals
        tabs={dealTabs(agency.bookingMenuItemOptions)}
        allowNonLoginFlow={agency.allowNonLoginFlow}
        agencyDefaultCurrency={agency.defaultCurrency}
        savePricePrompt={
          // SPEC §4: not for the agency whose visitors see prices anyway (the non-login flow),
          // nor where there is no way to sign in or up.
          agency.allowNonLoginFlow || (agency.isHideLoginOption && agency.isHideSignupOption)
            ? null
            : { showSignup: !agency.isHideSignupOption, showLogin: !agency.isHideLoginOption }
        }
      />
    </main>
  );
}
