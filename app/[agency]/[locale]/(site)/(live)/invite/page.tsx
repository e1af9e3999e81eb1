import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AcceptInviteForm } from "@/components/auth/accept-invite-form";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/** An invitation link's page is for the person invited, not for search engines. */
export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("AgentInvite");
  return { title: t("title"), alternates: { canonical: "/invite" }, robots: { index: false } };
}

/** /invite?token=…: an invited agent chooses a password (issue 16, Agents). */
export default async function InvitePage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  return (
    <PageMessages namespaces={["AgentInvite", "Auth"]}>
      <AcceptInviteForm />
    </PageMessages>
  );
}
