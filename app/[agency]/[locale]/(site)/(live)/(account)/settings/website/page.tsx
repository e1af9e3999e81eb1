import { accountRoute } from "@/components/account/account-route";
import { PageMessages } from "@/components/shell/page-messages";
import { ThemeSettings } from "@/components/account/theme/theme-settings";
import { WebsiteSettings } from "@/components/account/website/website-settings";
import { agencyLanguages } from "@/lib/server/agency/content";
import { themeOf } from "@/lib/server/agency/theme";
import { websiteContent } from "@/lib/server/agency/website";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "websiteSettings",
  area: "agent",
  permission: "settings.website",
  async render({ agency, can, t }) {
    const [languages, content, theme] = await Promise.all([
      agencyLanguages(agency),
      websiteContent(agency.id),
      themeOf(agency.id),
    ]);
    return (
      <div className="space-y-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">{t("siteName")}</dt>
            <dd>{agency.agencyName}</dd>
            <dt className="font-medium">{t("siteTitle")}</dt>
            <dd>{agency.metaData.title}</dd>
            <dt className="font-medium">{t("languages")}</dt>
            <dd>{languages.map((l) => l.name).join(", ")}</dd>
          </dl>
          <p className="mt-6 text-sm text-slate-600">{t("brandingNotice")}</p>
        </section>
        <PageMessages namespaces={["Theme", "Website", "Auth"]}>
          {can("theme.manage") && <ThemeSettings initial={theme} agencyName={agency.agencyName} />}
          <WebsiteSettings initial={content} />
        </PageMessages>
      </div>
    );
  },
});
export { generateMetadata };
export default Page;
