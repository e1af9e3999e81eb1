import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import { hasContent } from "@/lib/server/content/html";
import { AgencyHtml } from "./agency-html";
import { PageFrame } from "./page-frame";

export type PolicyField = "privacyPolicy" | "cookiesPolicy" | "disclaimer" | "termsAndConditions";

const TITLES: Record<PolicyField, "privacy" | "cookies" | "disclaimer" | "terms"> = {
  privacyPolicy: "privacy",
  cookiesPolicy: "cookies",
  disclaimer: "disclaimer",
  termsAndConditions: "terms",
};

export async function policyMetadata(
  agency: PublicAgency,
  field: PolicyField,
  path: string,
): Promise<Metadata> {
  const t = await getTranslations("Footer");
  return {
    title: t(TITLES[field]),
    alternates: { canonical: path },
    robots: hasContent(agency[field]) ? undefined : { index: false },
  };
}

/** SPEC §5: a policy is shown only when it has content once empty markup is stripped. */
export async function PolicyPage({ agency, field }: { agency: PublicAgency; field: PolicyField }) {
  if (!hasContent(agency[field])) notFound();
  const t = await getTranslations("Footer");
  return (
    <PageFrame title={t(TITLES[field])}>
      <AgencyHtml html={agency[field]} />
    </PageFrame>
  );
}
