import { authMetadata } from "@/components/auth/auth-page";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("newPassword.title", "/newPassword");

export default async function AuthPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  return <NewPasswordForm />;
}
