import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import { agencyLanguages } from "@/lib/server/agency/content";
import { AccountMenu } from "@/components/account/account-menu";
import { accountShellSettings } from "@/components/account/shell-settings";
import { CurrencyPicker } from "@/components/currency/currency-picker";
import { AgencyLogo } from "./agency-logo";
import { HiddenOnDealLink } from "./deal-link-visibility";
import { LanguageSelect } from "./language-select";
import { MobileMenu } from "./mobile-menu";

export async function SiteHeader({ agency, locale }: { agency: PublicAgency; locale: string }) {
  const t = await getTranslations("Shell");
  const languages = await agencyLanguages(agency);
  const settings = accountShellSettings(agency);
  const links = [
    agency.isAbousUsEnable && { href: "/about", label: agency.aboutUsEnableTitle || t("about") },
    agency.isFaqEnable && { href: "/faqs", label: agency.faqEnableTitle || t("faq") },
  ].filter((l): l is { href: string; label: string } => Boolean(l));
  const dealRule = agency.hideHeaderforDealProposal;
  const nav = (layout: string) =>
    links.length > 0 && (
      <HiddenOnDealLink scope="header" enabled={dealRule}>
        <nav aria-label={t("mainNavigation")}>
          <ul className={`${layout} text-sm font-medium`}>
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="rounded px-2 py-1 hover:text-brand">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </HiddenOnDealLink>
    );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <HiddenOnDealLink
          scope="footer"
          enabled={dealRule}
          fallback={<AgencyLogo agency={agency} />}
        >
          <Link
            href="/"
            aria-label={t("home", { agency: agency.agencyName })}
            className="rounded-md"
          >
            <AgencyLogo agency={agency} />
          </Link>
        </HiddenOnDealLink>
        <div className="hidden items-center gap-4 wide:flex">
          {nav("flex gap-4")}
          <LanguageSelect languages={languages} current={locale} />
          <CurrencyPicker agencyDefault={agency.defaultCurrency} />
          <AccountMenu settings={settings} />
        </div>
        <MobileMenu label={t("menu")} closeLabel={t("closeMenu")}>
          {nav("flex flex-col gap-3")}
          <LanguageSelect languages={languages} current={locale} />
          <CurrencyPicker agencyDefault={agency.defaultCurrency} />
          <AccountMenu settings={settings} />
        </MobileMenu>
      </div>
    </header>
  );
}
