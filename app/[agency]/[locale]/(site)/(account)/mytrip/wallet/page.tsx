import { accountRoute } from "@/components/account/account-route";
import { WalletBalance } from "@/components/account/panels";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "wallet",
  area: "traveller",
  permission: "wallet.read",
  render: ({ user, locale }) => <WalletBalance user={user} locale={locale} />,
});
export { generateMetadata };
export default Page;
