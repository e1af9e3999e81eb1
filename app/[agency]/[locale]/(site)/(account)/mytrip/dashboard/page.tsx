import { accountRoute, EmptyState } from "@/components/account/account-route";
import { Greeting, LinkCards, WalletBalance } from "@/components/account/panels";
import { TripsDashboard } from "@/components/booking/trips/trips-dashboard";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { bookNowPath } from "@/lib/booking/book-now";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "travellerDashboard",
  area: "traveller",
  render({ agency, user, locale, t }) {
    const bookNow = bookNowPath(agency.bookingMenuItemOptions);
    return (
      <>
        <Greeting user={user} locale={locale} />
        <div className="grid gap-6">
          {/* The next trip comes first: it is what a traveller opens the dashboard for. */}
          <PageMessages namespaces={TRIP_NAMESPACES}>
            <TripsDashboard
              empty={
                <EmptyState
                  title={t("noTrips")}
                  detail={t("noTripsDetail")}
                  action={{ href: bookNow, label: t("bookNow") }}
                />
              }
            />
          </PageMessages>
          {user.isRewardWalletEnable && <WalletBalance user={user} locale={locale} />}
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
