import { accountRoute } from "@/components/account/account-route";
import { CommandCenterView } from "@/components/account/dashboard/command-center";
import { Greeting } from "@/components/account/user-panels";
import { PageMessages } from "@/components/shell/page-messages";
import { commandCenter } from "@/lib/server/dashboard/command-center";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "commandCenter",
  area: "agent",
  permission: "dashboard.read",
  async render({ agency, user, locale }) {
    const data = await commandCenter(agency.id, user);
    return (
      <>
        <PageMessages namespaces={["AccountPages", "CommandCenter"]}>
          <Greeting firstName={user.firstName} createdAt={user.createdAt.toISOString()} />
          <CommandCenterView data={data} locale={locale} />
        </PageMessages>
      </>
    );
  },
});
export { generateMetadata };
export default Page;
