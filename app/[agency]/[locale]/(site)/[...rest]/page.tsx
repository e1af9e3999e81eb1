import { notFound } from "next/navigation";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/** Any path no page claims is this agency's 'page not found', not the root 'Agency not found!'. */
export default async function UnmatchedPath({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  notFound();
}
