"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert, SubmitButton, TextArea, formText } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useAskAgent, useDeclineProposal } from "@/lib/api/queries/proposals";
import { PROPOSAL_ERRORS } from "@/lib/contract/proposals";

/**
 * SPEC §2.1 /disapproveProposal and /allowAgentProposal (issue 28): the client declines the
 * proposal with a reason, or asks the agent to book the option chosen, from the links of the
 * proposal's page (`proposalId`, `token`, and `option` for the agent).
 */
export function ProposalAnswer({ kind }: { kind: "decline" | "ask" }) {
  const t = useTranslations("Proposals.answer");
  const params = useSearchParams();
  const id = params.get("proposalId") ?? "";
  const token = params.get("token") ?? "";
  const optionId = params.get("option") ?? "";
  const decline = useDeclineProposal(id);
  const ask = useAskAgent(id);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const mutation = kind === "decline" ? decline : ask;
  const back = `/booknow/hotels/deal/${encodeURIComponent(id)}?${new URLSearchParams({ token })}`;

  if (!id || !token || (kind === "ask" && !optionId)) {
    return <p role="status">{t("invalid")}</p>;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formText(new FormData(event.currentTarget), "text").trim();
    setError(null);
    setFieldError(undefined);
    if (kind === "decline" && !text) return setFieldError(t("reasonRequired"));
    if (text.length > 500) return setFieldError(t("tooLong"));
    try {
      if (kind === "decline") await decline.mutateAsync({ token, reason: text });
      else await ask.mutateAsync({ token, optionId, ...(text && { note: text }) });
    } catch (failure) {
      const f = await apiFailure(failure);
      setError(f.message === PROPOSAL_ERRORS.reason ? t("tooLong") : f.message);
    }
  }

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{t(kind === "decline" ? "declined" : "asked")}</Alert>
        <Link className="text-brand underline" href={back}>
          {t("back")}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextArea
        name="text"
        rows={4}
        maxLength={500}
        required={kind === "decline"}
        label={t(kind === "decline" ? "reason" : "note")}
        hint={t(kind === "decline" ? "reasonHint" : "noteHint")}
        error={fieldError}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={mutation.isPending} className="px-4 py-2.5">
          {t(kind === "decline" ? "declineSubmit" : "askSubmit")}
        </SubmitButton>
        <Link className="text-brand underline" href={back}>
          {t("back")}
        </Link>
      </div>
    </form>
  );
}
