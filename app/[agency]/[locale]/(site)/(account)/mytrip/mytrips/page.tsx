import { accountRoute, EmptyState } from "@/components/account/account-route";
import { TripsList } from "@/components/booking/trips/trips-list";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { bookNowPath } from "@/lib/booking/book-now";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "myTrips",
  render({ agency, t }) {
    return (
      <PageMessages namespaces={TRIP_NAMESPACES}>
        <TripsList
          empty={
            <EmptyState
              title={t("noTrips")}
              detail={t("noTripsDetail")}
              action={{ href: bookNowPath(agency.bookingMenuItemOptions), label: t("bookNow") }}
            />
          }
        />
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
