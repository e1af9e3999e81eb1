import { accountShell } from "@/components/account/account-route";
import { ShellGreeting } from "@/components/account/account-shell";
import { CommandCenterPanel } from "@/components/account/dashboard/command-center";

/** Served from the cache: the greeting and the figures are the browser's (accountShell). */
const { generateMetadata, Page } = accountShell({
  title: "commandCenter",
  area: "agent",
  namespaces: ["AccountPages", "CommandCenter"],
  render() {
    return (
      <>
        <ShellGreeting />
        <CommandCenterPanel />
      </>
    );
  },
});
export { generateMetadata };
export default Page;
