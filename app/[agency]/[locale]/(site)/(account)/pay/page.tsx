import { getTranslations } from "next-intl/server";
import { accountRoute, EmptyState } from "@/components/account/account-route";

const { generateMetadata, Page } = accountRoute({
  title: "pay",
  area: "agent",
  permission: "pay.read",
  async render() {
    const t = await getTranslations("AccountPages");
    return <EmptyState title={t("noPayments")} detail={t("noPaymentsDetail")} />;
  },
});
export { generateMetadata };
export default Page;
