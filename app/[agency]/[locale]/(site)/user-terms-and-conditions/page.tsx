import { PolicyPage, policyMetadata } from "@/components/content/policy-page";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({ params }: { params: AgencyPageParams }) {
  return policyMetadata(
    (await agencyPage(params)).agency,
    "termsAndConditions",
    "/user-terms-and-conditions",
  );
}

export default async function UserTermsPage({ params }: { params: AgencyPageParams }) {
  return <PolicyPage agency={(await agencyPage(params)).agency} field="termsAndConditions" />;
}
