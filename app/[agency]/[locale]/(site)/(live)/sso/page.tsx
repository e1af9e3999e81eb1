import { getTranslations } from "next-intl/server";
import { authMetadata } from "@/components/auth/auth-page";
import { SsoStart } from "@/components/auth/sign-in-with-provider";
import { Unavailable } from "@/components/content/page-frame";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("sso.title", "/sso");

export default async function SsoPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  if (!agency.sso.isSSOEnabled) {
    const t = await getTranslations("Auth");
    return <Unavailable title={t("sso.unavailable")} />;
  }
  return <SsoStart />;
}
