import type { ReactNode } from "react";
import { HiddenByQuery } from "@/components/shell/hidden-by-query";
import { InactiveAgency } from "@/components/shell/inactive-agency";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

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
      <HiddenByQuery param="hideHeader">
        <SiteHeader agency={agency} locale={locale} />
      </HiddenByQuery>
      {children}
      <HiddenByQuery param="hideFooter">
        <SiteFooter agency={agency} />
      </HiddenByQuery>
    </>
  );
}
