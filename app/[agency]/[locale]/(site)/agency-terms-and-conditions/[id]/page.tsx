import { notFound } from "next/navigation";
import { PolicyPage, policyMetadata } from "@/components/content/policy-page";
import { agencyPage } from "@/lib/server/agency/page-context";

type Params = Promise<{ agency: string; locale: string; id: string }>;

/** The agency's own terms, addressed by its id; another agency's id is not found here. */
async function load(params: Params) {
  const { agency } = await agencyPage(params);
  if ((await params).id !== agency.id) notFound();
  return agency;
}

export async function generateMetadata({ params }: { params: Params }) {
  const agency = await load(params);
  return policyMetadata(agency, "termsAndConditions", `/agency-terms-and-conditions/${agency.id}`);
}

export default async function AgencyTermsPage({ params }: { params: Params }) {
  return <PolicyPage agency={await load(params)} field="termsAndConditions" />;
}
