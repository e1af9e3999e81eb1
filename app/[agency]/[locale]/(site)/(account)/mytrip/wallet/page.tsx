import { accountRoute } from "@/components/account/account-route";
import { WalletBalance } from "@/components/account/panels";

const { generateMetadata, Page } = accountRoute({
  title: "wallet",
  area: "traveller",
  permission: "wallet.read",
  render: ({ user, locale }) => <WalletBalance user={user} locale={locale} />,
});
export { generateMetadata };
export default Page;
