import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "clients",
  area: "agent",
  permission: "clients.read",
  render: ({ t }) => <EmptyState title={t("noClients")} detail={t("noClientsDetail")} />,
});
export { generateMetadata };
export default Page;
