import { accountRoute } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "productSettings",
  area: "agent",
  permission: "settings.product",
  render({ agency, t }) {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <table className="w-full text-start">
          <caption className="mb-3 text-start text-slate-600">{t("productsCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2 text-start">
                {t("product")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("status")}
              </th>
            </tr>
          </thead>
          <tbody>
            {agency.bookingMenuItemOptions.map((m) => (
              <tr key={m.id} className="border-b border-slate-100">
                <td className="py-2">{m.title}</td>
                <td className="py-2">{m.active ? t("active") : t("inactive")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  },
});
export { generateMetadata };
export default Page;
