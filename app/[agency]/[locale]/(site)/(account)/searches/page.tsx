import { getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";

const { generateMetadata, Page } = accountRoute({
  title: "searches",
  area: "agent",
  permission: "searches.read",
  async render() {
    const t = await getTranslations("AccountPages");
    return <EmptyState title={t("noSearches")} detail={t("noSearchesDetail")} />;
  },
});
export { generateMetadata };
export default Page;
