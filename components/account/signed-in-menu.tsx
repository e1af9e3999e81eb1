"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useMe } from "@/lib/api/queries/account";
import { QueryProvider } from "@/lib/api/query-provider";
import { isAgentRole } from "@/lib/auth/permissions";
import type { UserProfile } from "@/lib/contract/user";
import { HelpWidget } from "./help-widget";
import type { AccountShellSettings } from "./shell-settings";

/**
 * The account corner of a browser that holds a session: the user's menu once the API confirms the
 * session, the visitor's links when it does not (the session ended).
 */
export function SignedInCorner(props: {
  settings: AccountShellSettings;
  visitor: ReactNode;
  pending: ReactNode;
}) {
  return (
    <QueryProvider>
      <Corner {...props} />
    </QueryProvider>
  );
}

function Corner({
  settings,
  visitor,
  pending,
}: {
  settings: AccountShellSettings;
  visitor: ReactNode;
  pending: ReactNode;
}) {
  const { data: user, isPending, fetchStatus } = useMe();
  if (user) return <SignedIn user={user} settings={settings} />;
  // While the session is being checked, keep the space without flashing the buttons.
  if (isPending && fetchStatus === "fetching") return pending;
  return visitor;
}

function initials(user: UserProfile): string {
  const { first_name, last_name } = user.personal_info;
  return `${first_name.charAt(0)}${last_name.charAt(0)}`.toUpperCase();
}

function SignedIn({ user, settings }: { user: UserProfile; settings: AccountShellSettings }) {
  const t = useTranslations("Account");
  const [open, setOpen] = useState(false);
  const [help, setHelp] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const agent = isAgentRole(user);
  const ownerOrAdmin = user.userType === "AgencyOwner" || user.userType === "Admin";

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const links: Array<{ href: string; label: string }> = [
    { href: settings.bookNow, label: t("bookNow") },
    { href: "/mytrip/mytrips", label: t("myTrips") },
    { href: agent ? "/settings/profile" : "/mytrip/profile", label: t("profileSettings") },
    ...(ownerOrAdmin ? [{ href: "/settings/website/", label: t("websiteSettings") }] : []),
    ...(!settings.helpWidget
      ? [{ href: agent ? "/settings/support" : "/mytrip/support", label: t("support") }]
      : []),
    ...(agent
      ? [{ href: "/wallet/details/", label: t("wallet") }]
      : user.isRewardWalletEnable
        ? [{ href: "/mytrip/wallet/", label: t("wallet") }]
        : []),
  ];
  const item = "block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-slate-100";

  return (
    <div ref={root} className="relative flex items-center gap-3">
      <Link
        href={agent ? "/dashboard" : "/mytrip/dashboard"}
        className="rounded-md px-2 py-1 text-sm font-semibold hover:text-brand"
      >
        {agent ? t("commandCenter") : t("dashboard")}
      </Link>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        id={`${menuId}-button`}
        aria-controls={menuId}
        aria-label={t("profileMenu", { name: user.personal_info.first_name })}
        onClick={() => setOpen((o) => !o)}
        className="grid size-9 place-items-center overflow-hidden rounded-full bg-brand text-sm font-bold text-white"
      >
        {user.personal_info.profile_image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the user's own photo
          <img src={user.personal_info.profile_image} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initials(user)}</span>
        )}
      </button>
      {open && (
        <div
          id={menuId}
          role="region"
          aria-labelledby={`${menuId}-button`}
          className="absolute end-0 top-full z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500">{user.personal_info.email}</p>
          <ul onClick={(e) => (e.target as HTMLElement).closest("a") && setOpen(false)}>
            {links.map((l) => (
              <li key={l.label}>
                <Link href={l.href} className={item}>
                  {l.label}
                </Link>
              </li>
            ))}
            {settings.helpWidget && (
              <li>
                <button
                  type="button"
                  className={item}
                  onClick={() => {
                    setOpen(false);
                    setHelp(true);
                  }}
                >
                  {t("help")}
                </button>
              </li>
            )}
            <li>
              <Link href="/logout" prefetch={false} className={`${item} text-red-700`}>
                {t("logout")}
              </Link>
            </li>
          </ul>
        </div>
      )}
      {help && <HelpWidget settings={settings} onClose={() => setHelp(false)} />}
    </div>
  );
}
