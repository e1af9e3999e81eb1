"use client";

import {
  AppWindow,
  BadgeDollarSign,
  BookOpen,
  CalendarCheck,
  ChevronsLeft,
  ChevronsRight,
  CreditCard,
  FileText,
  GraduationCap,
  LayoutDashboard,
  LifeBuoy,
  Link2,
  LogOut,
  Palette,
  Plane,
  Search,
  Settings,
  User,
  Users,
  UserSquare,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/ui/toast";
import { useMe, useNavigation } from "@/lib/api/queries/account";
import { QueryProvider } from "@/lib/api/query-provider";
import { academyLink } from "@/lib/api/queries/user";
import type { NavigationItem } from "@/lib/contract/agency";
import { WITHOUT_SIDEBAR } from "./sidebar-space";

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  booknow: Plane,
  trips: CalendarCheck,
  profile: User,
  clients: Users,
  agents: UserSquare,
  bookings: BookOpen,
  proposals: FileText,
  settings: Settings,
  wallet: Wallet,
  academy: GraduationCap,
  dealLink: Link2,
  applications: AppWindow,
  theme: Palette,
  pay: CreditCard,
  support: LifeBuoy,
  searches: Search,
};

export const HOVER_DELAY_MS = 100;

/**
 * The signed-in sidebar (SPEC §1, §2.5, §4): collapsed by default, opened by its toggle, expanded
 * by hovering for 100 ms while collapsed, closed by a click outside or on an entry. Hovering waits
 * for intent: the pointer must rest on the strip (one crossing it on the way to the page does not
 * open it), and a panel the hover opened closes as the pointer leaves it, so it never covers what
 * the pointer went on to. Entries the user lacks the read permission for are greyed and do
 * nothing. Logout sits at the bottom.
 */
export function Sidebar() {
  return (
    <QueryProvider>
      <SidebarContent />
    </QueryProvider>
  );
}

function SidebarContent() {
  const pathname = usePathname();
  const me = useMe();
  const user = me.data;
  const navigation = useNavigation(Boolean(user));
  const nav = navigation.data;
  const allowed = !WITHOUT_SIDEBAR.test(pathname);
  const visible = Boolean(user && nav) && allowed;
  // Mounted only for a browser that holds a session (SidebarLoader): the room the layout's script
  // kept stays while the session and its navigation are being checked.
  const checking = me.isPending || (Boolean(user) && navigation.isPending);
  const room = visible || (allowed && checking);

  useEffect(() => {
    document.documentElement.toggleAttribute("data-sidebar", room);
    return () => document.documentElement.removeAttribute("data-sidebar");
  }, [room]);

  if (!visible || !nav) return null;
  return <SidebarPanel nav={nav} />;
}

function SidebarPanel({ nav }: { nav: NavigationItem[] }) {
  const t = useTranslations("Nav");
  // How the panel was opened: a hover-opened one closes as the pointer leaves it.
  const [opened, setOpened] = useState<"toggle" | "hover" | null>(null);
  const open = opened !== null;
  const setOpen = (next: boolean) => setOpened(next ? "toggle" : null);
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rest = () => {
    clearTimeout(hover.current);
    if (!open) hover.current = setTimeout(() => setOpened("hover"), HOVER_DELAY_MS);
  };
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node)) setOpened(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);
  // A hover that was still pending when the panel opened or closed otherwise (the toggle, an
  // entry, a click outside) must not open it afterwards: a click on an entry closed it, then the
  // hover begun on the way to the toggle reopened it (seen once in CI).
  useEffect(() => clearTimeout(hover.current), [open]);
  useEffect(() => () => clearTimeout(hover.current), []);

  const label = (item: NavigationItem) =>
    item.key && t.has(item.key as never) ? t(item.key as never) : item.label;

  async function openAcademy() {
    // Opened at once so that the browser does not treat it as an unrequested pop-up.
    const tab = window.open("about:blank", "_blank");
    try {
      const url = await academyLink();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch {
      tab?.close();
      toast.error(t("academyFailed"));
    }
  }

  const row = "flex items-center gap-3 rounded-lg px-3 py-2 text-sm";
  return (
    <nav
      ref={panel}
      aria-label={t("label")}
      data-open={open}
      onMouseEnter={rest}
      onMouseMove={rest}
      onMouseLeave={() => {
        clearTimeout(hover.current);
        if (opened === "hover") setOpened(null);
      }}
      className={`fixed inset-y-0 start-0 z-40 flex flex-col border-e border-slate-200 bg-white py-3 shadow-sm transition-[width] duration-150 ${open ? "w-64 shadow-2xl" : "w-14"}`}
    >
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={open ? t("collapse") : t("expand")}
        className="mx-2 mb-2 grid h-9 w-10 place-items-center rounded-lg hover:bg-slate-100"
      >
        {open ? (
          <ChevronsLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        ) : (
          <ChevronsRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        )}
      </button>
      <ul className="flex-1 space-y-0.5 overflow-y-auto overflow-x-hidden px-2">
        {nav.map((item) => {
          const Icon = (item.key && ICONS[item.key]) || BadgeDollarSign;
          const content = (
            <>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={open ? "truncate" : "sr-only"}>{label(item)}</span>
            </>
          );
          if (!item.read) {
            return (
              <li key={item.path}>
                <span
                  aria-disabled="true"
                  title={label(item)}
                  className={`${row} cursor-not-allowed text-slate-400`}
                >
                  {content}
                </span>
              </li>
            );
          }
          if (item.key === "academy") {
            return (
              <li key={item.path}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    void openAcademy();
                  }}
                  title={label(item)}
                  className={`${row} w-full hover:bg-slate-100`}
                >
                  {content}
                </button>
              </li>
            );
          }
          return (
            <li key={item.path}>
              <Link
                href={item.path}
                title={label(item)}
                onClick={() => setOpen(false)}
                className={`${row} hover:bg-slate-100`}
              >
                {content}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-200 px-2 pt-2">
        <Link
          href="/logout"
          prefetch={false}
          title={t("logout")}
          className={`${row} text-red-700 hover:bg-red-50`}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
          <span className={open ? "" : "sr-only"}>{t("logout")}</span>
        </Link>
      </div>
    </nav>
  );
}
