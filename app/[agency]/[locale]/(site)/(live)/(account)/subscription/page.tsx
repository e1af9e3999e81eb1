import { getFormatter, getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";
import { SubscribeForm } from "@/components/account/subscription/subscribe-form";
import { PageMessages } from "@/components/shell/page-messages";
import { subscriptionOf } from "@/lib/server/agency/subscription";
import { platformCardGateway } from "@/lib/server/payments/gateways";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "subscription",
  async render({ agency, user, t }) {
    const [subscription, ts, format] = await Promise.all([
      subscriptionOf(agency.id),
      getTranslations("Subscription"),
      getFormatter(),
    ]);
    if (subscription.isSubscribed) {
      const until = subscription.current
        ? format.dateTime(new Date(subscription.current.periodEnd), { dateStyle: "long" })
        : null;
      return (
        <EmptyState
          title={t("subscriptionActive")}
          detail={until ? ts("until", { date: until }) : undefined}
        />
      );
    }
    const mayPay = user.userType === "AgencyOwner" || user.userType === "Admin";
    return (
      <div className="space-y-6">
        <EmptyState
          title={t("subscriptionInactive")}
          detail={
            mayPay
              ? ts("choosePlan", { agency: agency.agencyName })
              : t("subscriptionInactiveDetail", { agency: agency.agencyName })
          }
        />
        {mayPay && (
          <PageMessages namespaces={["Subscription", "Payment"]}>
            <SubscribeForm gateway={platformCardGateway()} />
          </PageMessages>
        )}
      </div>
    );
  },
});
export { generateMetadata };
export default Page;
