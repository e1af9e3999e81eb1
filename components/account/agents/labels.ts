import type { AgentStatus } from "@/lib/contract/agency-agents";

/** The AgencyAgents messages of each status, named in full for messages.test.ts. */
export const STATUS_LABEL: Record<
  AgentStatus,
  "statusActive" | "statusInvited" | "statusDisabled"
> = {
  active: "statusActive",
  invited: "statusInvited",
  disabled: "statusDisabled",
};

/** Basis points as a percentage in the locale (1250 → "12.5%"). */
export function formatRate(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}
