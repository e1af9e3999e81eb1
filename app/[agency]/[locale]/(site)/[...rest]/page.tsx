import { redirect } from "next/navigation";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/** SPEC §2.1: any unmatched path redirects to /errors. */
export default async function UnmatchedPath({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  redirect("/errors");
}
