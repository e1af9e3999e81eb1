import { CAR_CHECKOUT_PATH } from "@/lib/booking/car-search-params";
import type { AgencyPageParams } from "@/lib/server/agency/page-context";
import type { PageSearchParams } from "@/lib/server/agency/page-context";
import { toCapitalCarsPath } from "../capital-cars-path";

// It reads the query to keep it, so it is answered per request (a page the layout renders once
// and caches may not read the query: Next refuses it as dynamic usage at request time).
export const dynamic = "force-dynamic";

/** /booknow/cars/checkout: the checkout is /booknow/Cars/checkout (SPEC §2.1), query and all. */
export default async function LowerCaseCarCheckout({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  return toCapitalCarsPath(CAR_CHECKOUT_PATH, params, searchParams);
}
