import { getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "markupSettings",
  area: "agent",
  permission: "settings.markup",
  async render() {
    const t = await getTranslations("AccountPages");
    return <EmptyState title={t("noMarkups")} detail={t("noMarkupsDetail")} />;
  },
});
export { generateMetadata };
export default Page;
