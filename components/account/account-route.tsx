import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { isAgentRole, type Permission } from "@/lib/auth/permissions";
import type { AgencyPageParams } from "@/lib/server/agency/page-context";
import { accountPage } from "@/lib/server/auth/page-session";

type Ctx = Awaited<ReturnType<typeof accountPage>>;
type Params = Promise<{ agency: string; locale: string } & Record<string, string>>;

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
  area?: "traveller" | "agent";
  permission?: Permission;
  render(ctx: Ctx & { params: Record<string, string> }): ReactNode | Promise<ReactNode>;
}

/**
 * A signed-in page: the session check, the area and permission checks, then the page in the
 * account frame. Signed-in pages read the session cookie, so they are rendered per request.
 */
export function accountRoute({ title, area, permission, render }: Options) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    await accountPage(params as AgencyPageParams);
    const t = await getTranslations("AccountTitles");
    return { title: t(title), robots: { index: false } };
  }

  async function Page({ params }: { params: Params }) {
    const ctx = await accountPage(params as AgencyPageParams);
    const agent = isAgentRole(ctx.user);
    if (area === "agent" && !agent) redirect("/mytrip/dashboard");
    if (area === "traveller" && agent) redirect("/dashboard");
    const [t, titles] = await Promise.all([
      getTranslations("AccountPages"),
      getTranslations("AccountTitles"),
    ]);
    const body =
      permission && !ctx.can(permission) ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {t("noAccess")}
        </p>
      ) : (
        await render({ ...ctx, params: await params })
      );
    return (
      <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{titles(title)}</h1>
        {body}
      </main>
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
