import { authMetadata } from "@/components/auth/auth-page";
import { SessionExpired } from "@/components/auth/session-expired";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("expired.title", "/expiry");

export default async function ExpiredPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  return <SessionExpired />;
}
