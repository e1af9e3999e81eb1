import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "bookings",
  area: "agent",
  permission: "bookings.read",
  render: ({ t }) => <EmptyState title={t("noBookings")} detail={t("noBookingsDetail")} />,
});
export { generateMetadata };
export default Page;
