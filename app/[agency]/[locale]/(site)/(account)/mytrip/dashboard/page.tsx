import { accountRoute } from "@/components/account/account-route";
import { Greeting, LinkCards, WalletBalance } from "@/components/account/panels";
import { bookNowPath } from "@/lib/booking/book-now";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "travellerDashboard",
  area: "traveller",
  render({ agency, user, locale, t }) {
    return (
      <>
        <Greeting user={user} locale={locale} />
        <div className="grid gap-6">
          {user.isRewardWalletEnable && <WalletBalance user={user} locale={locale} />}
          <LinkCards
            links={[
              {
                href: bookNowPath(agency.bookingMenuItemOptions),
                label: t("bookNow"),
                detail: t("bookNowDetail"),
              },
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
