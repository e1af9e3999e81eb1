import { accountRoute } from "@/components/account/account-route";
import { PaymentSettingsForm } from "@/components/account/payments/payment-settings-form";
import { PageMessages } from "@/components/shell/page-messages";
import { paymentSettings } from "@/lib/server/agency/payment-settings";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "paymentSettings",
  area: "agent",
  permission: "settings.payment",
  async render({ agency }) {
    return (
      <PageMessages namespaces={["PaymentSettings", "Auth"]}>
        <PaymentSettingsForm initial={await paymentSettings(agency.id)} />
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
