import "server-only";
import { resolveAgencyFromHost, tenancyOptionsFromEnv } from "@/lib/tenancy/host";
import { findAgency, toPublicAgency } from "../agency/agency";

/** For the few non-page routes that answer per host (robots.txt, sitemap.xml). */
export async function activeAgencyFromRequest(request: Request) {
  const ref = resolveAgencyFromHost(
    request.headers.get("host") ?? new URL(request.url).host,
    tenancyOptionsFromEnv(),
  );
  const row = ref ? await findAgency(ref) : null;
  return row && row.status === "Active" ? toPublicAgency(row) : null;
}
