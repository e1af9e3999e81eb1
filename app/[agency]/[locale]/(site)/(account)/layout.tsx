import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { AgencyPageParams } from "@/lib/server/agency/page-context";
import { accountPage } from "@/lib/server/auth/page-session";

/** Signed-in pages are for their user, not for search engines; each page gives its own title. */
export const metadata: Metadata = { robots: { index: false } };

/**
 * What every signed-in page shares: the session check (a visitor goes to /login with a
 * `redirect` back, an owner or admin of an unsubscribed agency to /subscription) and the frame
 * the page's heading and body sit in. The page's own part (title, area, permission, body) is
 * accountRoute's, in components/account/account-route.tsx.
 *
 * `dynamic = "force-dynamic"` stays on each page: exported here it did not reach the pages, whose
 * [locale] layout has generateStaticParams.
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: AgencyPageParams;
}) {
  await accountPage(params);
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10">
      {children}
    </main>
  );
}
