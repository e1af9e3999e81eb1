import { getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";

const { generateMetadata, Page } = accountRoute({
  title: "applications",
  area: "agent",
  permission: "applications.read",
  async render() {
    const t = await getTranslations("AccountPages");
    return <EmptyState title={t("noApplications")} detail={t("noApplicationsDetail")} />;
  },
});
export { generateMetadata };
export default Page;
