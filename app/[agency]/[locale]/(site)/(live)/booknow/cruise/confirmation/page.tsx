import { redirect } from "next/navigation";
import { withTokenParam } from "@/components/booking/checkout/checkout-logic";
import { cruiseConfirmationHref } from "@/lib/booking/cruise-search-params";
import { CRUISE_PATH } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

type Search = Promise<Record<string, string | string[] | undefined>>;

// It reads the query, so it is answered per request.
export const dynamic = "force-dynamic";

/**
 * Where a 3-D Secure challenge of a cruise booking returns (`?reference=`, as the server appends
 * it to the checkout's return path): on to the booking's confirmation page, which takes the
 * reference in its path, with the guest's token when there is one.
 */
export default async function CruiseChallengeReturn({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: Search;
}) {
  await agencyPage(params);
  const { reference, token } = await searchParams;
  if (typeof reference !== "string" || !reference.trim()) redirect(CRUISE_PATH);
  redirect(
    withTokenParam(
      cruiseConfirmationHref(reference.trim()),
      typeof token === "string" && token ? token : null,
    ),
  );
}
