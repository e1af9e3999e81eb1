import { accountRoute } from "@/components/account/account-route";
import { PageMessages } from "@/components/shell/page-messages";
import { WebsiteSettings } from "@/components/account/website/website-settings";
import { agencyLanguages } from "@/lib/server/agency/content";
import { websiteContent } from "@/lib/server/agency/website";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "websiteSettings",
  area: "agent",
  permission: "settings.website",
  async render({ agency, t }) {
    const [languages, content] = await Promise.all([
      agencyLanguages(agency),
      websiteContent(agency.id),
    ]);
    return (
      <div className="space-y-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">{t("siteName")}</dt>
            <dd>{agency.agencyName}</dd>
            <dt className="font-medium">{t("primaryColour")}</dt>
            <dd className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-5 rounded border border-slate-300"
                style={{ backgroundColor: agency.primaryColor }}
              />
              <code>{agency.primaryColor}</code>
            </dd>
            <dt className="font-medium">{t("siteTitle")}</dt>
            <dd>{agency.metaData.title}</dd>
            <dt className="font-medium">{t("languages")}</dt>
            <dd>{languages.map((l) => l.name).join(", ")}</dd>
          </dl>
          <p className="mt-6 text-sm text-slate-600">{t("brandingNotice")}</p>
        </section>
        <PageMessages namespaces={["Website", "Auth"]}>
          <WebsiteSettings initial={content} />
        </PageMessages>
      </div>
    );
  },
});
export { generateMetadata };
export default Page;
