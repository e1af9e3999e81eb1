import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "pay",
  area: "agent",
  permission: "pay.read",
  render: ({ t }) => <EmptyState title={t("noPayments")} detail={t("noPaymentsDetail")} />,
});
export { generateMetadata };
export default Page;
