import { authMetadata } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("forgot.title", "/forgotpassword");

export default async function AuthPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  return <ForgotPasswordForm />;
}
