import { Suspense } from "react";
import { accountShell, EmptyState } from "@/components/account/account-route";
import { TripsList, TripsListFallback } from "@/components/booking/trips/trips-list";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { bookNowPath } from "@/lib/booking/book-now";

/**
 * Served from the cache: the trips are the browser's (accountShell), and so is the tab, read from
 * the address (`when=`), hence the Suspense.
 */
const { generateMetadata, Page } = accountShell({
  title: "myTrips",
  namespaces: TRIP_NAMESPACES,
  render({ agency, t }) {
    return (
      <Suspense fallback={<TripsListFallback />}>
        <TripsList
          empty={
            <EmptyState
              title={t("noTrips")}
              detail={t("noTripsDetail")}
              action={{ href: bookNowPath(agency.bookingMenuItemOptions), label: t("bookNow") }}
            />
          }
        />
      </Suspense>
    );
  },
});
export { generateMetadata };
export default Page;
