import { authMetadata } from "@/components/auth/auth-page";
import { SocialSignIn } from "@/components/auth/sign-in-with-provider";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const generateMetadata = authMetadata("social.title", "/social");

export default async function SocialPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  return <SocialSignIn />;
}
