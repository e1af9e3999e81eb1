import { accountRoute } from "@/components/account/account-route";
import { SupportPanel } from "@/components/account/panels";

const { generateMetadata, Page } = accountRoute({
  title: "support",
  area: "agent",
  render: ({ agency }) => <SupportPanel agency={agency} />,
});
export { generateMetadata };
export default Page;
