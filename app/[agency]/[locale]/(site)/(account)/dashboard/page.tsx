import { accountRoute } from "@/components/account/account-route";
import { Greeting, LinkCards } from "@/components/account/panels";
import { bookNowPath } from "@/lib/booking/book-now";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "commandCenter",
  area: "agent",
  render({ agency, user, locale, can, t }) {
    const links = [
      {
        href: bookNowPath(agency.bookingMenuItemOptions),
        label: t("bookNow"),
        detail: t("bookNowDetail"),
      },
      can("clients.read") && {
        href: "/users/clients",
        label: t("clients"),
        detail: t("clientsDetail"),
      },
      can("proposals.read") && {
        href: "/proposals",
        label: t("proposals"),
        detail: t("proposalsDetail"),
      },
      can("bookings.read") && {
        href: "/bookings",
        label: t("bookings"),
        detail: t("bookingsDetail"),
      },
      can("dealLink.read") && {
        href: "/deal-link",
        label: t("dealLink"),
        detail: t("dealLinkDetail"),
      },
      { href: "/settings/profile", label: t("profile"), detail: t("profileDetail") },
    ].filter((l): l is { href: string; label: string; detail: string } => Boolean(l));
    return (
      <>
        <Greeting user={user} locale={locale} />
        <LinkCards links={links} />
      </>
    );
  },
});
export { generateMetadata };
export default Page;
