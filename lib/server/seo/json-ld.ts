import "server-only";
import type { PublicAgency } from "@/lib/contract/agency";

/** schema.org TravelAgency description of the agency, safe to inline in a <script> element. */
export function agencyJsonLd(agency: PublicAgency, origin: string): string {
  const address = agency.addressLine1
    ? {
        "@type": "PostalAddress",
        streetAddress: agency.addressLine1,
        addressLocality: agency.city ?? undefined,
        addressRegion: agency.state ?? undefined,
        postalCode: agency.zipCode ?? undefined,
        addressCountry: agency.country ?? undefined,
      }
    : undefined;
  const data = {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: agency.agencyName,
    url: `${origin}/`,
    logo: agency.logo ? new URL(agency.logo, origin).href : undefined,
    description: agency.metaData.description || undefined,
    email: agency.contactEmailId ?? undefined,
    telephone: agency.contactPhoneNumber ?? undefined,
    address,
    sameAs: Object.values(agency.socialLinks).filter(Boolean),
  };
  // "<" is escaped so that agency text can never close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
