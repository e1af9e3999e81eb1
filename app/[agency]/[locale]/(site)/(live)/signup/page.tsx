import { getTranslations } from "next-intl/server";
import { authMetadata } from "@/components/auth/auth-page";
import { SignupForm } from "@/components/auth/signup-form";
import { Unavailable } from "@/components/content/page-frame";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("signup.title", "/signup");

export default async function SignupPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  if (agency.isHideSignupOption) {
    const t = await getTranslations("Auth");
    return <Unavailable title={t("signup.closed")} />;
  }
  return <SignupForm />;
}
