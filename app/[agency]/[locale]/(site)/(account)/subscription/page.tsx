import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "subscription",
  render({ agency, t }) {
    return agency.isSubscribed ? (
      <EmptyState title={t("subscriptionActive")} />
    ) : (
      <EmptyState
        title={t("subscriptionInactive")}
        detail={t("subscriptionInactiveDetail", { agency: agency.agencyName })}
      />
    );
  },
});
export { generateMetadata };
export default Page;
