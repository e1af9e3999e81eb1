import { accountRoute } from "@/components/account/account-route";
import { SupportPanel } from "@/components/account/panels";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "support",
  area: "agent",
  render: ({ agency }) => <SupportPanel agency={agency} />,
});
export { generateMetadata };
export default Page;
