import type { ReactNode } from "react";
import { InactiveAgency } from "@/components/shell/inactive-agency";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/** Everything an agency's site shows; an inactive agency shows only the blocking modal. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: AgencyPageParams;
}) {
  const { agency } = await agencyPage(params);
  return agency.status === "Inactive" ? <InactiveAgency /> : children;
}
