import "server-only";
import type { AgencyBrand } from "../mail/brand";
import { agencyById, DEFAULT_PRIMARY_COLOR } from "./agency";
import { canonicalOrigin } from "./origin";

/** The agency as its documents and emails show it. */
export async function brandOf(agencyId: string): Promise<AgencyBrand> {
  const agency = await agencyById(agencyId);
  if (!agency) throw new Error(`agency ${agencyId} not found`);
  const siteUrl = await canonicalOrigin(agency);
  return {
    name: agency.agencyName,
    // Seeded logos are site paths (/assets/…): mail clients need them absolute.
    logoUrl: agency.logo ? new URL(agency.logo, siteUrl).toString() : null,
    primaryColor: agency.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    siteUrl,
    contactEmail: agency.contactEmailId,
    contactPhone: agency.contactPhoneNumber,
    country: agency.country,
  };
}
