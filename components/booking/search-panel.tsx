import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/shell/page-messages";
import { productBySlug } from "@/lib/contract/products";
import { LazyHotelSearchForm } from "./hotels/lazy-search-form";

/**
 * The home page's search panel: one entry per active booking product, in the agency's menu
 * order and with its titles. Hotels searches right here; the others lead to their own booking
 * pages. So it is navigation with one search form, not ARIA tabs (and the page's only tabs stay
 * those of Exclusive Deals). A server component: the form, loaded after the page, is the only
 * client part.
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
  const hotels = products.find((p) => p.id === "hotels");
  const item = "block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold";
  return (
    <section
      aria-labelledby="search-panel-heading"
      className="relative mx-auto -mt-8 max-w-6xl px-4"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:p-6">
        <h2 id="search-panel-heading" className="sr-only">
          {t("panelHeading")}
        </h2>
        <nav aria-label={t("panelProducts")}>
          <ul className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
            {products.map((p) => (
              <li key={p.id} className="-mb-px">
                {p.id === "hotels" ? (
                  <span aria-current="true" className={`${item} border-brand text-brand`}>
                    {p.title}
                  </span>
                ) : (
                  <a
                    href={p.path}
                    className={`${item} border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900`}
                  >
                    {p.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {hotels ? (
          <PageMessages namespaces={["Hotels"]}>
            <LazyHotelSearchForm agencyCountry={agencyCountry} />
          </PageMessages>
        ) : (
          <p className="text-slate-700">{t("panelChoose")}</p>
        )}
      </div>
    </section>
  );
}
