import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { accountRoute } from "@/components/account/account-route";
import { findUser, isAgent } from "@/lib/server/auth/accounts";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "agent",
  area: "agent",
  async render({ agency, user, can, params, t }) {
    const id = z.uuid().safeParse(params.id);
    // Agents see themselves; those who manage agents see the agency's others. Another agency's
    // id, or a traveller's, is simply not found.
    if (!id.success || (id.data !== user.id && !can("agents.read"))) notFound();
    const agent = await findUser(agency.id, id.data);
    if (!agent || !isAgent(agent)) notFound();
    const roles = await getTranslations("Roles");
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">{t("name")}</dt>
          <dd>
            {agent.firstName} {agent.lastName}
          </dd>
          <dt className="font-medium">{t("email")}</dt>
          <dd>{agent.email}</dd>
          <dt className="font-medium">{t("role")}</dt>
          <dd>{roles(agent.userType)}</dd>
        </dl>
      </section>
    );
  },
});
export { generateMetadata };
export default Page;
