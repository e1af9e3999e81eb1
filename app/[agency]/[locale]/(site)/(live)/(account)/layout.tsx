import type { Metadata } from "next";
import type { ReactNode } from "react";

/** Signed-in pages are for their user, not for search engines; each page gives its own title. */
export const metadata: Metadata = { robots: { index: false } };

/**
 * The frame every signed-in page's heading and body sit in. The session check is each page's:
 * accountRoute's on the server (a visitor goes to /login with a `redirect` back, an owner or
 * admin of an unsubscribed agency to /subscription), or, on the cached pages of accountShell, the
 * proxy's and the browser's (components/account/account-route.tsx). The layout reads no cookie,
 * so that those pages can be cached.
 *
 * `dynamic = "force-dynamic"` stays on each dynamic page: exported here it did not reach the
 * pages, whose [locale] layout has generateStaticParams.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10">
      {children}
    </main>
  );
}
