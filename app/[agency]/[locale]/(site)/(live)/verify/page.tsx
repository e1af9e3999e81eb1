import { authMetadata } from "@/components/auth/auth-page";
import { VerifyEmail } from "@/components/auth/verify-email";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("verify.title", "/verify");

export default async function AuthPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  return <VerifyEmail />;
}
