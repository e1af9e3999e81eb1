import { accountRoute, EmptyState } from "@/components/account/account-route";
import { currentPaymentGateway } from "@/lib/server/agency/content";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "paymentSettings",
  area: "agent",
  permission: "settings.payment",
  async render({ agency, t }) {
    const gateway = await currentPaymentGateway(agency);
    if (!gateway) return <EmptyState title={t("noGateway")} />;
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">{t("gateway")}</dt>
          <dd className="capitalize">{gateway.provider}</dd>
          <dt className="font-medium">{t("gatewayMode")}</dt>
          <dd>{gateway.mode === "live" ? t("modeLive") : t("modeTest")}</dd>
          <dt className="font-medium">{t("publishableKey")}</dt>
          <dd>
            <code className="break-all">{gateway.publishableKey}</code>
          </dd>
        </dl>
        <p className="mt-6 text-sm text-slate-600">{t("secretNotice")}</p>
      </section>
    );
  },
});
export { generateMetadata };
export default Page;
