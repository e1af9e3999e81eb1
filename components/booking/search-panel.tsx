import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/shell/page-messages";
import { productBySlug } from "@/lib/contract/products";
import { SearchPanelForms } from "./search-panel-forms";

/**
 * The home page's search panel: one entry per active booking product, in the agency's menu
 * order and with its titles. Hotels and Air Travel search right here (their entries show their
 * form); the others lead to their own booking pages. So it is navigation with search forms, not
 * ARIA tabs (and the page's only tabs stay those of Exclusive Deals). The entries and the forms,
 * each loaded after the page and only when shown, are the client part.
 */
export async function SearchPanel({
  menu,
  agencyCountry,
}: {
  menu: ReadonlyArray<{ slug: string; title: string; active: boolean }>;
  agencyCountry: string | null;
}) {
  const t = await getTranslations("Hotels");
  const products = menu.flatMap((m) => {
    const product = m.active ? productBySlug(m.slug) : undefined;
    return product ? [{ id: product.id, path: product.path, title: m.title }] : [];
  });
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="search-panel-heading"
      className="relative mx-auto -mt-8 max-w-6xl px-4"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:p-6">
        <h2 id="search-panel-heading" className="sr-only">
          {t("panelHeading")}
        </h2>
        <PageMessages namespaces={["Hotels", "FlightSearch"]}>
          <SearchPanelForms products={products} agencyCountry={agencyCountry} />
        </PageMessages>
      </div>
    </section>
  );
}
