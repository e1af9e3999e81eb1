import "server-only";
import { permanentRedirect } from "next/navigation";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

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
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(name, item);
    }
  }
  const search = query.toString();
  permanentRedirect(search ? `${path}?${search}` : path);
}
