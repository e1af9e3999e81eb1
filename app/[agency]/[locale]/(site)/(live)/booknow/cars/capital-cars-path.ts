import "server-only";
import { permanentRedirect } from "next/navigation";
import {
  agencyPage,
  searchParamsOf,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";

/**
 * SPEC §2.1 writes the car checkout and confirmation with a capital C; their lower-case forms
 * move there for good (308), keeping the query string. An unknown agency is a 404 first.
 */
export async function toCapitalCarsPath(
  path: string,
  params: AgencyPageParams,
  searchParams: PageSearchParams,
): Promise<never> {
  await agencyPage(params);
  const search = searchParamsOf(await searchParams).toString();
  permanentRedirect(search ? `${path}?${search}` : path);
}
