import { accountRoute } from "@/components/account/account-route";
import { SupportPanel } from "@/components/account/panels";
import { SupportCenter } from "@/components/account/support/support-center";
import { PageMessages } from "@/components/shell/page-messages";
import { requesterBookings } from "@/lib/server/support/threads";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "support",
  area: "traveller",
  render: async ({ agency, user }) => (
    <div className="space-y-8">
      <SupportPanel agency={agency} />
      <PageMessages namespaces={["Support"]}>
        <SupportCenter
          area="user"
          agencyName={agency.agencyName}
          bookings={await requesterBookings(agency.id, user.id)}
        />
      </PageMessages>
    </div>
  ),
});
export { generateMetadata };
export default Page;
