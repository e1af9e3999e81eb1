import { redirect } from "next/navigation";
import { withTokenParam } from "@/components/booking/checkout/checkout-logic";
import { activityConfirmationHref } from "@/lib/booking/activity-search-params";
import { ACTIVITIES_PATH } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

type Search = Promise<Record<string, string | string[] | undefined>>;

// It reads the query, so it is answered per request (a page the layout renders once and caches
// may not read the query: Next refuses it as dynamic usage at request time).
export const dynamic = "force-dynamic";

/**
 * Where a 3-D Secure challenge of an activity booking returns (`?reference=`, as the server
 * appends it to the checkout's return path): on to the booking's confirmation page, which takes
 * the reference in its path, with the guest's token when there is one.
 */
export default async function ActivityChallengeReturn({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: Search;
}) {
  await agencyPage(params);
  const { reference, token } = await searchParams;
  if (typeof reference !== "string" || !reference.trim()) redirect(ACTIVITIES_PATH);
  redirect(
    withTokenParam(
      activityConfirmationHref(reference.trim()),
      typeof token === "string" && token ? token : null,
    ),
  );
}
