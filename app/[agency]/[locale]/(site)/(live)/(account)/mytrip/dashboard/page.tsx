import { accountShell, EmptyState } from "@/components/account/account-route";
import { ShellGreeting, ShellWalletBalance } from "@/components/account/account-shell";
import { LinkCards } from "@/components/account/panels";
import { TripsDashboard } from "@/components/booking/trips/trips-dashboard";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { bookNowPath } from "@/lib/booking/book-now";

/** Served from the cache: the greeting, trips and wallet are the browser's (accountShell). */
const { generateMetadata, Page } = accountShell({
  title: "travellerDashboard",
  area: "traveller",
  namespaces: ["AccountPages", ...TRIP_NAMESPACES],
  render({ agency, t }) {
    const bookNow = bookNowPath(agency.bookingMenuItemOptions);
    return (
      <>
        <ShellGreeting />
        <div className="grid gap-6">
          {/* The next trip comes first: it is what a traveller opens the dashboard for. */}
          <TripsDashboard
            empty={
              <EmptyState
                title={t("noTrips")}
                detail={t("noTripsDetail")}
                action={{ href: bookNow, label: t("bookNow") }}
              />
            }
          />
          <ShellWalletBalance />
          <LinkCards
            links={[
              { href: bookNow, label: t("bookNow"), detail: t("bookNowDetail") },
              { href: "/mytrip/mytrips", label: t("myTrips"), detail: t("myTripsDetail") },
              { href: "/mytrip/profile", label: t("profile"), detail: t("profileDetail") },
              { href: "/mytrip/support", label: t("support"), detail: t("supportDetail") },
            ]}
          />
        </div>
      </>
    );
  },
});
export { generateMetadata };
export default Page;
