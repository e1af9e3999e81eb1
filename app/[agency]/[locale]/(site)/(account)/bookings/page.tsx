import { accountRoute } from "@/components/account/account-route";
import { AgencyBookingsTable } from "@/components/account/bookings/agency-bookings-table";
import { PageMessages } from "@/components/shell/page-messages";
import { bookingAgents } from "@/lib/server/bookings/agency-list";
import { findClients } from "@/lib/server/clients/clients";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "bookings",
  area: "agent",
  permission: "bookings.read",
  async render({ agency }) {
    const [agents, clients] = await Promise.all([bookingAgents(agency.id), findClients(agency.id)]);
    return (
      <PageMessages namespaces={["AgencyBookings"]}>
        <AgencyBookingsTable
          agents={agents}
          clients={clients.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}` }))}
        />
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
