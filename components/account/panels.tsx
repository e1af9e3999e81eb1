import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import { PANEL as card } from "./panel";

/** The agency's contact details, for the support pages. */
export async function SupportPanel({ agency }: { agency: PublicAgency }) {
  const t = await getTranslations("AccountPages");
  const address = [agency.addressLine1, agency.city, agency.state, agency.zipCode, agency.country]
    .filter(Boolean)
    .join(", ");
  return (
    <section className={card}>
      <p className="mb-4 text-slate-700">{t("supportIntro", { agency: agency.agencyName })}</p>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {agency.contactEmailId && (
          <>
            <dt className="font-medium">{t("email")}</dt>
            <dd>
              <a className="text-brand underline" href={`mailto:${agency.contactEmailId}`}>
                {agency.contactEmailId}
              </a>
            </dd>
          </>
        )}
        {agency.contactPhoneNumber && (
          <>
            <dt className="font-medium">{t("phone")}</dt>
            <dd>
              <a
                className="text-brand underline"
                href={`tel:${agency.contactPhoneNumber.replace(/\s/g, "")}`}
                dir="ltr"
              >
                {agency.contactPhoneNumber}
              </a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt className="font-medium">{t("address")}</dt>
            <dd dir="auto">{address}</dd>
          </>
        )}
      </dl>
      {!agency.contactEmailId && !agency.contactPhoneNumber && (
        <p className="text-slate-600">{t("noContact")}</p>
      )}
      {agency.isFaqEnable && (
        <Link href="/faqs" className="mt-6 inline-block text-brand underline">
          {t("faqLink")}
        </Link>
      )}
    </section>
  );
}

export function LinkCards({
  links,
}: {
  links: Array<{ href: string; label: string; detail: string }>;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={`${card} block h-full hover:border-brand`}>
            <span className="font-semibold">{l.label}</span>
            <span className="mt-1 block text-sm text-slate-600">{l.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
