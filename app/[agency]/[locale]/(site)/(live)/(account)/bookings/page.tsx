import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { accountShell } from "@/components/account/account-route";
import { AgencyBookingsTable } from "@/components/account/bookings/agency-bookings-table";

/**
 * Served from the cache: the bookings and the filters' agents and clients are the browser's
 * (accountShell), and so are the filters, order and page, read from the address, hence the
 * Suspense.
 */
const { generateMetadata, Page } = accountShell({
  title: "bookings",
  area: "agent",
  namespaces: ["AgencyBookings"],
  async render() {
    const t = await getTranslations("AgencyBookings");
    return (
      <Suspense
        fallback={
          <p role="status" className="text-slate-600">
            {t("loading")}
          </p>
        }
      >
        <AgencyBookingsTable />
      </Suspense>
    );
  },
});
export { generateMetadata };
export default Page;
