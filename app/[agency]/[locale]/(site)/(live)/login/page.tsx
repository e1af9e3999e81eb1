import { authMetadata } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("login.title", "/login");

export default async function LoginPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  return (
    <LoginForm
      options={{
        canSignUp: !agency.isHideSignupOption,
        sso: {
          enabled: agency.sso.isSSOEnabled,
          directLoginAllowed: agency.sso.isDirectLoginAllowedForSSOUsers,
        },
        returnUrl: agency.returnUrl,
      }}
    />
  );
}
