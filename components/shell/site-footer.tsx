import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import { hasContent } from "@/lib/server/content/html";
import { HiddenOnDealLink } from "./deal-link-visibility";
import { PaymentCards } from "./payment-cards";

const SOCIAL = [
  ["linkedin", "LinkedIn"],
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
  ["twitter", "X (Twitter)"],
  ["youtube", "YouTube"],
  ["discord", "Discord"],
  ["tiktok", "TikTok"],
] as const;

/** SPEC §1, §2.5: contact, social links, useful links and payment cards. */
export async function SiteFooter({ agency }: { agency: PublicAgency }) {
  const t = await getTranslations("Footer");
  const useful = [
    { href: "/manage-booking", label: t("manageBooking"), show: true },
    { href: "/privacy-policy", label: t("privacy"), show: hasContent(agency.privacyPolicy) },
    { href: "/user-terms-and-conditions", label: t("terms"), show: true },
    { href: "/cookies-policy", label: t("cookies"), show: hasContent(agency.cookiesPolicy) },
    { href: "/disclaimer", label: t("disclaimer"), show: hasContent(agency.disclaimer) },
  ].filter((l) => l.show);
  const address = [agency.addressLine1, agency.city, agency.state, agency.zipCode, agency.country]
    .filter(Boolean)
    .join(", ");
  const social = SOCIAL.filter(([key]) => agency.socialLinks[key]);
  const showPhone = agency.displaySupportPhoneFooter && agency.contactPhoneNumber;
  const showAddress = agency.displayAddressFooter && address;

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-slate-900">
            {t("contact")}
          </h2>
          <ul className="mt-3 space-y-2">
            {showPhone && (
              <li>
                {t("phone")}:{" "}
                <a href={`tel:${agency.contactPhoneNumber!.replace(/\s/g, "")}`} dir="ltr">
                  {agency.contactPhoneNumber}
                </a>
              </li>
            )}
            {agency.contactEmailId && (
              <li>
                {t("email")}:{" "}
                <a href={`mailto:${agency.contactEmailId}`}>{agency.contactEmailId}</a>
              </li>
            )}
            {showAddress && (
              <li data-testid="footer-address" dir="auto">
                {address}
              </li>
            )}
          </ul>
        </section>
        <HiddenOnDealLink scope="footer" enabled={agency.hideHeaderforDealProposal}>
          <nav aria-labelledby="footer-useful">
            <h2 id="footer-useful" className="font-semibold text-slate-900">
              {t("usefulLinks")}
            </h2>
            <ul className="mt-3 space-y-2">
              {/* Not fetched ahead: on a short page (a list still loading) the footer is in view,
                  and its pages' payloads took the network from the page's own calls. */}
              {useful.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} prefetch={false} className="hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className="font-semibold text-slate-900">
                {t("follow")}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {social.map(([key, name]) => (
                  <li key={key}>
                    <a
                      href={agency.socialLinks[key]}
                      rel="noopener noreferrer"
                      target="_blank"
                      data-social={key}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 hover:border-brand"
                    >
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </HiddenOnDealLink>
        <section aria-labelledby="footer-cards">
          <h2 id="footer-cards" className="font-semibold text-slate-900">
            {t("weAccept")}
          </h2>
          <div className="mt-3">
            <PaymentCards label={t("weAccept")} />
          </div>
        </section>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        {t("rights", { agency: agency.agencyName })}
      </p>
    </footer>
  );
}
