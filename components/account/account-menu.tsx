"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { isDealOrProposalLink, useSignedInHint } from "@/lib/api/visit";
import { loginPath, signupPath } from "@/lib/auth/login-path";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import type { AccountShellSettings } from "./shell-settings";

/** The space the signed-in corner takes while its code and the user load, without flashing. */
function Pending() {
  return <div className="h-9 w-24" aria-hidden="true" />;
}

// The signed-in corner, with the API client and the data cache it needs, loads only in a browser
// that holds a session: a visitor's header needs neither (issue 26, first-load JavaScript).
const SignedInCorner = dynamic(() => import("./signed-in-menu").then((m) => m.SignedInCorner), {
  ssr: false,
  loading: Pending,
});

function useCurrentUrl(): string {
  const pathname = usePathname();
  return useBrowserValue(() => `${window.location.pathname}${window.location.search}`, pathname);
}

/**
 * The header's account corner (SPEC §1, §2.5, §6): Log In and Sign Up for visitors (unless the
 * agency hides them, or hides them on deal links), the dashboard link and the profile menu for
 * signed-in users. Rendered in the browser so cached pages carry nothing per visitor.
 */
export function AccountMenu({ settings }: { settings: AccountShellSettings }) {
  const hinted = useSignedInHint();
  const visitor = <VisitorLinks settings={settings} />;
  return hinted ? (
    <SignedInCorner settings={settings} visitor={visitor} pending={<Pending />} />
  ) : (
    visitor
  );
}

function VisitorLinks({ settings }: { settings: AccountShellSettings }) {
  const t = useTranslations("Account");
  const here = useCurrentUrl();
  const onDealLink =
    settings.hideForDealLinks && isDealOrProposalLink(new URL(here, "http://x.invalid"));
  if (onDealLink) return null;
  return (
    <div className="flex items-center gap-2">
      {!settings.hideLogin && (
        <Link
          href={loginPath(here)}
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand hover:underline"
        >
          {t("logIn")}
        </Link>
      )}
      {!settings.hideSignup && (
        <Link
          href={signupPath(here)}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:opacity-90"
        >
          {t("signUp")}
        </Link>
      )}
    </div>
  );
}
