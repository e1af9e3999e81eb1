import { accountRoute } from "@/components/account/account-route";
import { PayRequestsTable } from "@/components/account/pay/pay-requests-table";
import { PageMessages } from "@/components/shell/page-messages";
import { enabledCurrencies } from "@/lib/server/currency/currency";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "pay",
  area: "agent",
  permission: "pay.read",
  async render({ agency, t }) {
    const fallback = agency.defaultCurrency ?? "USD";
    // The currencies the site prices in, as the wallet's top-up offers them.
    const codes = [
      ...new Set([fallback, "USD", ...(await enabledCurrencies(agency)).map((c) => c.currency)]),
    ].sort();
    return (
      <PageMessages namespaces={["PayRequests"]}>
        <PayRequestsTable
          currencies={codes}
          initialCurrency={fallback}
          empty={`${t("noPayments")}. ${t("noPaymentsDetail")}`}
        />
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
