import { getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";

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
