import { authMetadata } from "@/components/auth/auth-page";
import { Logout } from "@/components/auth/logout";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("logout.title", "/logout");

export default async function LogoutPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  return <Logout returnUrl={agency.returnUrl} />;
}
