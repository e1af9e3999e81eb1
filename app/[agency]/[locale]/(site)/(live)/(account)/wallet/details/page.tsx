import { getTranslations } from "next-intl/server";
import { accountRoute } from "@/components/account/account-route";
import { RewardSettingsForm } from "@/components/account/wallet/reward-settings-form";
import { TopupForm } from "@/components/account/wallet/topup-form";
import { WalletStatement } from "@/components/account/wallet/wallet-statement";
import { PageMessages } from "@/components/shell/page-messages";
import { walletQuery } from "@/lib/contract/wallet";
import { enabledCurrencies } from "@/lib/server/currency/currency";
import { rewardSettingsOf } from "@/lib/server/wallet/rewards";
import { walletStatement } from "@/lib/server/wallet/statements";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "walletDetails",
  area: "agent",
  permission: "wallet.read",
  async render({ agency, locale, can, searchParams }) {
    const query = walletQuery.safeParse(searchParams);
    const fallback = agency.defaultCurrency ?? "USD";
    const [wallet, currencies, rewards] = await Promise.all([
      walletStatement(
        { agencyId: agency.id, kind: "agency", account: "agency" },
        fallback,
        query.success ? query.data : {},
      ),
      enabledCurrencies(agency),
      rewardSettingsOf(agency),
    ]);
    const codes = [...new Set([fallback, "USD", ...currencies.map((c) => c.currency)])].sort();
    return (
      <PageMessages namespaces={["Wallet", "Payment"]}>
        <div className="space-y-6">
          <WalletStatement
            wallet={wallet}
            locale={locale}
            path="/wallet/details/"
            title={(await getTranslations("Wallet"))("agencyWallet")}
          />
          {can("wallet.topup") && <TopupForm currencies={codes} initial={wallet.currency} />}
          {can("wallet.topup") && <RewardSettingsForm initial={rewards} />}
        </div>
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
