import "server-only";
import { brandColours } from "@/lib/brand/colour";

/** What the documents and emails show of an agency. */
export interface AgencyBrand {
  name: string;
  /** Absolute URL, or null. */
  logoUrl: string | null;
  primaryColor: string;
  /** The agency's site origin, e.g. `http://demo.localhost:3000`. */
  siteUrl: string;
  contactEmail: string | null;
  contactPhone: string | null;
  /** The agency's country as its address gives it: figures are written the region's way. */
  country: string | null;
}

/** A hex colour safe to put in a style attribute or a PDF fill (the default when malformed). */
export function safeColour(hex: string): string {
  return brandColours(hex).primary;
}

/** The host of the agency's site (for UIDs and no-reply addresses). */
export function siteHost(brand: AgencyBrand): string {
  try {
    return new URL(brand.siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/**
 * As the account emails (auth/emails.ts): from the agency's contact address, else MAIL_FROM, else
 * a no-reply address on a reserved domain, so no mail claims a domain we do not send for.
 */
export function fromAddress(brand: AgencyBrand): string {
  const name = `"${brand.name.replace(/["\\\r\n]/g, "")}"`;
  if (brand.contactEmail && !process.env.MAIL_FROM) return `${name} <${brand.contactEmail}>`;
  return (
    process.env.MAIL_FROM ?? `${name} <no-reply@${siteHost(brand).split(".")[0]}.travel.invalid>`
  );
}
