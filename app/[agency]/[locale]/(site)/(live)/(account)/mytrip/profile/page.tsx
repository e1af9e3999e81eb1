import { ProfileSettings } from "@/components/account/profile-settings";
import { accountRoute } from "@/components/account/account-route";
import { agencyLanguages } from "@/lib/server/agency/content";
import { toProfile } from "@/lib/server/auth/accounts";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "profile",
  area: "traveller",
  async render({ agency, user }) {
    const languages = await agencyLanguages(agency);
    return <ProfileSettings initial={await toProfile(user)} languages={languages} />;
  },
});
export { generateMetadata };
export default Page;
