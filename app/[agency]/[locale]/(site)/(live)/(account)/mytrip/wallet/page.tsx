import { getTranslations } from "next-intl/server";
import { accountRoute } from "@/components/account/account-route";
import { WalletStatement } from "@/components/account/wallet/wallet-statement";
import { walletQuery } from "@/lib/contract/wallet";
import { walletStatement } from "@/lib/server/wallet/statements";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

/** The traveller's reward credits (SPEC §3, §6: only with the reward wallet) and their statement. */
const { generateMetadata, Page } = accountRoute({
  title: "wallet",
  area: "traveller",
  permission: "wallet.read",
  async render({ user, locale, searchParams }) {
    const query = walletQuery.safeParse(searchParams);
    const wallet = await walletStatement(
      { agencyId: user.agencyId, kind: "credits", account: user.id },
      user.creditsCurrency,
      { ...(query.success ? query.data : {}), currency: user.creditsCurrency },
    );
    const t = await getTranslations("Wallet");
    return (
      <WalletStatement
        wallet={wallet}
        locale={locale}
        path="/mytrip/wallet/"
        title={t("rewardCredits")}
      />
    );
  },
});
export { generateMetadata };
export default Page;
