"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Field, FormSection, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { api } from "@/lib/api/client";
import type { RewardSettings } from "@/lib/contract/wallet";

/** "2.5" (%) → 250 basis points; null unless 0–50 with at most two decimals. */
export function percentToBps(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bps <= 5_000 ? bps : null;
}

/** The agency's reward credit rules: the share of a paid booking earned, and for how long. */
export function RewardSettingsForm({ initial }: { initial: RewardSettings }) {
  const t = useTranslations("Wallet");
  const [percent, setPercent] = useState(String(initial.rewardBps / 100));
  const [days, setDays] = useState(String(initial.rewardExpiryDays));
  const [errors, setErrors] = useState<{ percent?: string; days?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const rewardBps = percentToBps(percent);
    const rewardExpiryDays = /^\d{1,4}$/.test(days.trim()) ? Number(days) : NaN;
    const next = {
      percent: rewardBps === null ? t("rewardPercentInvalid") : undefined,
      days: rewardExpiryDays >= 1 && rewardExpiryDays <= 3_650 ? undefined : t("rewardDaysInvalid"),
    };
    setErrors(next);
    if (next.percent || next.days) return;
    setBusy(true);
    try {
      await api().put("api/agency/wallet/rewards", { json: { rewardBps, rewardExpiryDays } });
      setOutcome({ tone: "success", text: t("rewardsSaved") });
    } catch (error) {
      setOutcome({ tone: "error", text: (await apiFailure(error)).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection
      as="form"
      heading={t("rewards")}
      onSubmit={submit}
      noValidate
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">{t("rewardsIntro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("rewardPercent")}
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          error={errors.percent}
        />
        <Field
          label={t("rewardDays")}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={errors.days}
        />
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <SubmitButton busy={busy} className="px-4 py-2.5">
        {t("saveRewards")}
      </SubmitButton>
    </FormSection>
  );
}
