import type { UserType } from "@/lib/contract/user";

/**
 * Read permissions behind the sidebar entries and settings pages (SPEC §2.5, §6; their names are
 * ours, SPEC leaves them open). A permission is `<entry>.read`; the entry's label is `Nav.<entry>`.
 */
export const SIDEBAR_ENTRIES = [
  "dashboard",
  "booknow",
  "trips",
  "profile",
  "clients",
  "agents",
  "bookings",
  "proposals",
  "settings",
  "wallet",
  "academy",
  "dealLink",
  "applications",
  "theme",
  "pay",
  "support",
  "searches",
] as const;
export type SidebarEntry = (typeof SIDEBAR_ENTRIES)[number];

export const SETTINGS_PAGES = [
  "profile",
  "support",
  "markup",
  "website",
  "payment",
  "product",
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

/**
 * What a role may do beyond reading a page (issue 16): invite and manage agents, top up or spend
 * the agency wallet, record commission payouts, create API keys, change the theme.
 */
export const ACTIONS = [
  "agents.manage",
  "wallet.topup",
  "wallet.spend",
  "commissions.payout",
  "applications.manage",
  "theme.manage",
  // Switch a client's traveller account's reward wallet (Clients).
  "clients.rewards",
] as const;
export type Action = (typeof ACTIONS)[number];

export type Permission = `${SidebarEntry}.read` | `settings.${SettingsPage}` | Action;

const read = (...entries: SidebarEntry[]) => entries.map((e) => `${e}.read` as Permission);
const settings = (...pages: SettingsPage[]) => pages.map((p) => `settings.${p}` as Permission);

const AGENT_BASE = [
  ...read("dashboard", "booknow", "clients", "bookings", "proposals", "settings", "wallet"),
  ...read("academy", "dealLink", "pay", "support", "searches"),
  ...settings("profile", "support"),
];

const MANAGER: Permission[] = [
  ...AGENT_BASE,
  ...read("agents", "applications", "theme"),
  ...settings("markup", "website", "payment", "product"),
  ...ACTIONS,
];

const ROLE_PERMISSIONS: Record<UserType, readonly Permission[]> = {
  Traveller: read("dashboard", "booknow", "trips", "profile", "support"),
  TravelAgent: [...AGENT_BASE, ...settings("markup", "product"), "wallet.spend"],
  // SPEC §6: Markup, Website, Payment and Product settings are disabled for sales agents.
  SalesAgent: AGENT_BASE,
  AgencyOwner: MANAGER,
  Admin: MANAGER,
};

export interface PermissionSubject {
  userType: UserType;
  isTravelAgent: boolean;
  isRewardWalletEnable: boolean;
  isRestrictedAgent?: boolean;
}

/** A traveller flagged as a travel agent works as one (SPEC §3 isTravelAgent). */
export function effectiveRole(user: PermissionSubject): UserType {
  return user.userType === "Traveller" && user.isTravelAgent ? "TravelAgent" : user.userType;
}

export function isAgentRole(user: PermissionSubject): boolean {
  return effectiveRole(user) !== "Traveller";
}

export function permissionsOf(user: PermissionSubject): Set<Permission> {
  const granted = new Set(ROLE_PERMISSIONS[effectiveRole(user)]);
  // SPEC §6: a traveller has a wallet only when the reward wallet is enabled.
  if (!isAgentRole(user) && user.isRewardWalletEnable) granted.add("wallet.read");
  // SPEC §6: a restricted agent never sees wholesale rates or markups, so cannot set them.
  if (user.isRestrictedAgent) granted.delete("settings.markup");
  return granted;
}
