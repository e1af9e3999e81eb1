"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useAgent, useInviteAgent, useUpdateAgent } from "@/lib/api/queries/agency-agents";
import {
  AGENT_ROLES,
  type AgentDetail,
  type AgentRole,
  type AgentUpdate,
} from "@/lib/contract/agency-agents";
import { formatMinor } from "@/lib/booking/trip-format";
import { isLocale } from "@/lib/i18n/locales";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { formatRate, STATUS_LABEL } from "./labels";

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const CONTROL = "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const BUTTON = "rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50";

/** A rate typed as a percentage ("12.5" or "12,5"): basis points, null when empty, or "bad". */
function bpsOf(text: string): number | null | "bad" {
  const value = text.trim().replace(",", ".");
  if (!value) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return "bad";
  const bps = Math.round(Number(value) * 100);
  return bps <= 10_000 ? bps : "bad";
}

const percentText = (bps: number | null) => (bps === null ? "" : String(bps / 100));

/**
 * One agent of the agency (issue 16, Agents): who they are, their sales, and, for those who may
 * change them, their role, the restricted flag, their commission rate and disabling (after a
 * confirmation) or enabling; a pending invitation can be sent again. Anyone else reads it only.
 * `commissions` is where the agent's commission ledger is shown.
 */
export function AgentPanel({
  initial,
  viewerId,
  commissions,
}: {
  initial: AgentDetail;
  /** The signed-in user, who never changes their own account here. */
  viewerId: string;
  /** The agent's commission ledger (issue 16, Commissions), shown under their sales. */
  commissions?: ReactNode;
}) {
  const t = useTranslations("AgencyAgents");
  const roleName = useTranslations("Roles");
  const locale = useLocale();
  const id = useId();
  const failureText = useFailureText();
  const { data } = useAgent(initial.agent.id, initial);
  const detail = data ?? initial;
  const agent = detail.agent;
  const update = useUpdateAgent(agent.id);
  // Until React takes over, a click would do nothing (or submit the form as a plain GET).
  const hydrated = useHydrated();
  const busy = !hydrated || update.isPending;
  const invite = useInviteAgent();
  const [role, setRole] = useState<AgentRole | "AgencyOwner">(agent.role);
  const [restricted, setRestricted] = useState(agent.isRestrictedAgent);
  const [commission, setCommission] = useState(percentText(agent.commissionBps));
  const [commissionError, setCommissionError] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const disableButton = useRef<HTMLButtonElement>(null);
  const name = `${agent.firstName} ${agent.lastName}`;
  const usd = (cents: number) => formatMinor({ amountMinor: cents, currency: "USD" }, locale);
  // Giving or taking away the Admin role is the owner's alone.
  const roleLocked = agent.role === "Admin" && !detail.canGrantAdmin;
  const roles = AGENT_ROLES.filter((r) => r !== "Admin" || detail.canGrantAdmin || roleLocked);

  async function change(body: AgentUpdate, success: string) {
    setOutcome(null);
    try {
      const next = await update.mutateAsync(body);
      setRole(next.agent.role);
      setRestricted(next.agent.isRestrictedAgent);
      setCommission(percentText(next.agent.commissionBps));
      setOutcome({ tone: "success", text: success });
    } catch (err) {
      setOutcome({ tone: "error", text: await failureText(err) });
    }
  }

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const bps = bpsOf(commission);
    setCommissionError(bps === "bad");
    if (bps === "bad") return;
    const body: AgentUpdate = {};
    if (role !== agent.role && role !== "AgencyOwner") body.role = role;
    if (restricted !== agent.isRestrictedAgent) body.isRestrictedAgent = restricted;
    if (bps !== agent.commissionBps) body.commissionBps = bps;
    if (Object.keys(body).length === 0) {
      setOutcome({ tone: "success", text: t("saved") });
      return;
    }
    void change(body, t("saved"));
  }

  async function disable() {
    setConfirming(false);
    await change({ disabled: true }, t("disabledNotice"));
    disableButton.current?.focus();
  }

  async function resend() {
    setOutcome(null);
    try {
      await invite.mutateAsync({
        email: agent.email,
        firstName: agent.firstName,
        lastName: agent.lastName,
        role: agent.role === "AgencyOwner" ? "TravelAgent" : agent.role,
        isRestrictedAgent: agent.isRestrictedAgent,
        ...(isLocale(locale) ? { language: locale } : {}),
      });
      setOutcome({ tone: "success", text: t("reinvited", { email: agent.email }) });
    } catch (err) {
      setOutcome({ tone: "error", text: await failureText(err) });
    }
  }

  const own = agent.id === viewerId;
  const notice = detail.manageable
    ? null
    : own
      ? t("ownAccount")
      : agent.role === "AgencyOwner"
        ? t("ownerAccount")
        : t("readOnly");

  return (
    <section aria-labelledby={`${id}-name`} className={`${CARD} space-y-6`}>
      <header className="space-y-1">
        {own && <p className="text-sm font-semibold text-brand">{t("yourAccount")}</p>}
        <h2 id={`${id}-name`} className="text-2xl font-bold">
          {name}
        </h2>
        <p className="text-slate-700" dir="ltr">
          {agent.email}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5">{roleName(agent.role)}</span>
          <span
            className={`rounded-full px-2 py-0.5 ${agent.status === "disabled" ? "bg-red-100 text-red-900" : "bg-slate-100"}`}
          >
            {t(STATUS_LABEL[agent.status])}
          </span>
          {agent.isRestrictedAgent && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
              {t("restrictedBadge")}
            </span>
          )}
          {detail.invitedBy && (
            <span className="text-slate-600">
              {t("invitedBy", { name: detail.invitedBy.name })}
            </span>
          )}
        </p>
      </header>

      <section aria-labelledby={`${id}-sales`} className="space-y-3">
        <h3 id={`${id}-sales`} className="text-lg font-semibold">
          {t("salesTitle")}
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(
            [
              ["bookingsMonth", agent.sales.bookingsMonth.toLocaleString(locale)],
              ["bookingsTotal", agent.sales.bookingsTotal.toLocaleString(locale)],
              ["colSalesMonth", usd(agent.sales.salesMonthUsd)],
              ["colSalesTotal", usd(agent.sales.salesTotalUsd)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{t(label)}</dt>
              <dd className="text-xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <Link
          href={`/bookings?agentId=${agent.id}`}
          className="inline-block font-semibold text-brand underline"
        >
          {t("viewBookings", { name })}
        </Link>
      </section>

      {commissions && (
        <section aria-labelledby={`${id}-commissions`} className="space-y-3">
          <h3 id={`${id}-commissions`} className="text-lg font-semibold">
            {t("commissionsTitle")}
          </h3>
          {commissions}
        </section>
      )}

      <section aria-labelledby={`${id}-settings`} className="space-y-4">
        <h3 id={`${id}-settings`} className="text-lg font-semibold">
          {t("settings")}
        </h3>
        {notice && <p className="rounded-xl bg-slate-50 p-3 text-slate-700">{notice}</p>}
        {detail.manageable ? (
          <form onSubmit={save} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor={`${id}-role`} className="block text-sm font-medium">
                  {t("role")}
                </label>
                <select
                  id={`${id}-role`}
                  value={role}
                  disabled={roleLocked}
                  onChange={(e) => setRole(e.target.value as AgentRole)}
                  className={CONTROL}
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {roleName(r)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1">
                <label htmlFor={`${id}-commission`} className="block text-sm font-medium">
                  {t("commission")}
                </label>
                <input
                  id={`${id}-commission`}
                  inputMode="decimal"
                  dir="ltr"
                  value={commission}
                  onChange={(e) => setCommission(e.target.value)}
                  aria-invalid={commissionError || undefined}
                  aria-describedby={`${id}-commission-hint${commissionError ? ` ${id}-commission-error` : ""}`}
                  className={`${CONTROL} aria-invalid:border-red-600`}
                />
                <p id={`${id}-commission-hint`} className="text-xs text-slate-500">
                  {t("commissionHint", { rate: formatRate(detail.agencyCommissionBps, locale) })}
                </p>
                {commissionError && (
                  <p id={`${id}-commission-error`} className="text-sm text-red-700">
                    {t("errCommission")}
                  </p>
                )}
              </div>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={restricted}
                onChange={(e) => setRestricted(e.target.checked)}
              />
              {t("restricted")}
            </label>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={busy}
                aria-busy={update.isPending}
                className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
              >
                {t("save")}
              </button>
              {agent.status === "invited" && (
                <button
                  type="button"
                  onClick={() => void resend()}
                  disabled={invite.isPending}
                  className={BUTTON}
                >
                  {t("resend")}
                </button>
              )}
              {agent.status === "disabled" ? (
                <button
                  type="button"
                  onClick={() => void change({ disabled: false }, t("enabledNotice"))}
                  disabled={busy}
                  className={`${BUTTON} ms-auto`}
                >
                  {t("enable")}
                </button>
              ) : (
                <button
                  ref={disableButton}
                  type="button"
                  onClick={() => setConfirming(true)}
                  aria-expanded={confirming}
                  aria-controls={`${id}-confirm`}
                  disabled={busy}
                  className="ms-auto rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t("disable")}
                </button>
              )}
            </div>
            {confirming && (
              <div
                id={`${id}-confirm`}
                role="alertdialog"
                aria-labelledby={`${id}-confirm-text`}
                className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
              >
                <p id={`${id}-confirm-text`} className="text-red-900">
                  {t("disableConfirm", { name })}
                </p>
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    // The question takes the focus, so that it is read and answered first.
                    autoFocus
                    onClick={() => void disable()}
                    className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
                  >
                    {t("confirmDisable")}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setConfirming(false);
                      disableButton.current?.focus();
                    }}
                    className={BUTTON}
                  >
                    {t("cancel")}
                  </button>
                </div>
              </div>
            )}
          </form>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-[14rem_1fr]">
            <dt className="font-medium">{t("role")}</dt>
            <dd>{roleName(agent.role)}</dd>
            <dt className="font-medium">{t("commissionRate")}</dt>
            <dd>
              {agent.commissionBps === null
                ? t("agencyRate", { rate: formatRate(agent.effectiveCommissionBps, locale) })
                : formatRate(agent.commissionBps, locale)}
            </dd>
          </dl>
        )}
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </section>
    </section>
  );
}
