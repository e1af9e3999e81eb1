import { getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";

const { generateMetadata, Page } = accountRoute({
  title: "subscription",
  async render({ agency }) {
    const t = await getTranslations("AccountPages");
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
