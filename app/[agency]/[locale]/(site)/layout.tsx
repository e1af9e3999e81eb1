import type { ReactNode } from "react";
import { SidebarLoader } from "@/components/account/sidebar-loader";
import { SIDEBAR_SPACE_SCRIPT } from "@/components/account/sidebar-space";
import { HiddenByQuery } from "@/components/shell/hidden-by-query";
import { InactiveAgency } from "@/components/shell/inactive-agency";
import { ModuleEvents } from "@/components/shell/module-events";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/** SPEC §2.5: no header on these pages. */
const WITHOUT_HEADER = ["/disapproveProposal", "/allowAgentProposal"];
/** SPEC §2.5: no footer on logout. */
const WITHOUT_FOOTER = ["/logout"];

/** Everything an agency's site shows; an inactive agency shows only the blocking modal. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: AgencyPageParams;
}) {
  const { agency, locale } = await agencyPage(params);
  if (agency.status === "Inactive") return <InactiveAgency />;
  return (
    <>
      <SidebarLoader />
      <ModuleEvents />
      <script dangerouslySetInnerHTML={{ __html: SIDEBAR_SPACE_SCRIPT }} />
      <div className="site-shell">
        <HiddenByQuery param="hideHeader" paths={WITHOUT_HEADER}>
          <SiteHeader agency={agency} locale={locale} />
        </HiddenByQuery>
        {children}
        <HiddenByQuery param="hideFooter" paths={WITHOUT_FOOTER}>
          <SiteFooter agency={agency} />
        </HiddenByQuery>
      </div>
    </>
  );
}
