import { accountRoute } from "@/components/account/account-route";
import { ProductSettings } from "@/components/account/products/product-settings";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyProducts } from "@/lib/server/agency/products";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "productSettings",
  area: "agent",
  permission: "settings.product",
  async render({ agency, t }) {
    const { products } = await agencyProducts(agency.id);
    return (
      <section className="space-y-4">
        <p className="text-slate-700">{t("productsCaption")}</p>
        <PageMessages namespaces={["ProductSettings", "Auth"]}>
          <ProductSettings initial={products} />
        </PageMessages>
      </section>
    );
  },
});
export { generateMetadata };
export default Page;
