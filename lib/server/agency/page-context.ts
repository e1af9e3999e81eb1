import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { resolveLocale } from "@/lib/i18n/locales";
import { agencyForSegment } from "./agency";
import { followAgencyChanges, tagAgencyRender } from "./changes";

export type AgencyPageParams = Promise<{ agency: string; locale: string }>;
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page's search parameters as the browser's URLSearchParams (and `useSearchParams`) read them. */
export function searchParamsOf(query: Awaited<PageSearchParams>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(name, item);
    }
  }
  return params;
}

/**
 * The agency and locale of a request under app/[agency]/[locale]. Next renders layouts and pages
 * concurrently, so each calls this and tells next-intl the locale itself; otherwise next-intl
 * falls back to reading request headers, which would make cached pages dynamic.
 */
export async function agencyContext(params: AgencyPageParams) {
  const { agency: segment, locale: localeSegment } = await params;
  const agency = await agencyForSegment(segment);
  const locale = resolveLocale(localeSegment, agency?.defaultLanguage);
  setRequestLocale(locale);
  return { agency, locale };
}

/** For the agency's own pages: 'Agency not found!' (HTTP 404) when the host names none. */
export async function agencyPage(params: AgencyPageParams) {
  const { agency, locale } = await agencyContext(params);
  if (!agency) notFound();
  followAgencyChanges();
  await tagAgencyRender(agency.id);
  return { agency, locale };
}
