import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { isAgentRole, type Permission } from "@/lib/auth/permissions";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { accountPage } from "@/lib/server/auth/page-session";
import { PageMessages } from "@/components/shell/page-messages";
import { AccountShell, type AccountArea } from "./account-shell";

type Ctx = Awaited<ReturnType<typeof accountPage>>;
type Params = Promise<{ agency: string; locale: string } & Record<string, string>>;
/** The AccountPages messages, which most signed-in pages read. */
type Translate = Awaited<ReturnType<typeof getTranslations>>;

export type AccountTitle =
  | "travellerDashboard"
  | "commandCenter"
  | "myTrips"
  | "profile"
  | "profileSettings"
  | "support"
  | "wallet"
  | "walletDetails"
  | "websiteSettings"
  | "markupSettings"
  | "paymentSettings"
  | "productSettings"
  | "clients"
  | "agent"
  | "applications"
  | "bookings"
  | "proposals"
  | "dealLink"
  | "searches"
  | "pay"
  | "subscription";

interface Options {
  title: AccountTitle;
  /** Whose area the page is in; the other side is sent to its own equivalent. */
  area?: AccountArea;
  permission?: Permission;
  /** The page's body, under its heading; `t` reads the AccountPages messages. */
  render(
    ctx: Ctx & {
      params: Record<string, string>;
      /** The page address's query, for pages rendered from it (a statement's currency, page). */
      searchParams: Record<string, string | string[] | undefined>;
      t: Translate;
    },
  ): ReactNode | Promise<ReactNode>;
}

/** The page's title for its metadata, once `check` (the agency, or the session as well) passes. */
function titleMetadata(title: AccountTitle, check: (params: AgencyPageParams) => Promise<unknown>) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    await check(params as AgencyPageParams);
    const t = await getTranslations("AccountTitles");
    return { title: t(title) };
  };
}

async function AccountHeading({ title }: { title: AccountTitle }) {
  const titles = await getTranslations("AccountTitles");
  return <h1 className="mb-6 text-3xl font-bold tracking-tight">{titles(title)}</h1>;
}

/**
 * A signed-in page rendered per request: its title, the session, area and permission checks, then
 * its heading and body inside the frame of (account)/layout.tsx. The metadata and the page each
 * ask for the session (read once per request, whoever asks first); the layout reads none.
 */
export function accountRoute({ title, area, permission, render }: Options) {
  const generateMetadata = titleMetadata(title, accountPage);

  async function Page({
    params,
    searchParams,
  }: {
    params: Params;
    searchParams?: Promise<Record<string, string | string[] | undefined>>;
  }) {
    const ctx = await accountPage(params as AgencyPageParams);
    const agent = isAgentRole(ctx.user);
    if (area === "agent" && !agent) redirect("/mytrip/dashboard");
    if (area === "traveller" && agent) redirect("/dashboard");
    const t = await getTranslations("AccountPages");
    const body =
      permission && !ctx.can(permission) ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {t("noAccess")}
        </p>
      ) : (
        await render({ ...ctx, t, params: await params, searchParams: (await searchParams) ?? {} })
      );
    return (
      <>
        <AccountHeading title={title} />
        {body}
      </>
    );
  }

  return { generateMetadata, Page };
}

/**
 * A signed-in page served from the cache (DESIGN §7, issue 26): its HTML is the same for every
 * user of the agency and language, so it is rendered once and served as the public pages are; the
 * per-user parts are client components that read the user inside AccountShell. The proxy sends a
 * browser without a session cookie to /login (ACCOUNT_SHELL_PAGES); AccountShell does the rest of
 * the dynamic pages' checks. `render` gets the agency, never a user: nothing personal may reach
 * the cached HTML. `namespaces` are the messages its client components read.
 */
export function accountShell({
  title,
  area,
  namespaces,
  render,
}: {
  title: AccountTitle;
  area?: AccountArea;
  namespaces: readonly string[];
  render(
    ctx: Awaited<ReturnType<typeof agencyPage>> & { t: Translate },
  ): ReactNode | Promise<ReactNode>;
}) {
  const generateMetadata = titleMetadata(title, agencyPage);

  async function Page({ params }: { params: Params }) {
    const ctx = await agencyPage(params as AgencyPageParams);
    const t = await getTranslations("AccountPages");
    return (
      <>
        <AccountHeading title={title} />
        <PageMessages namespaces={namespaces}>
          <AccountShell area={area}>{await render({ ...ctx, t })}</AccountShell>
        </PageMessages>
      </>
    );
  }

  return { generateMetadata, Page };
}

/** What a page shows until a later capability fills it: said plainly, with a way on. */
export function EmptyState({
  title,
  detail,
  action,
}: {
  title: string;
  detail?: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {detail && <p className="mt-2 text-slate-600">{detail}</p>}
      {action && (
        <Link
          href={action.href}
          className="mt-6 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
