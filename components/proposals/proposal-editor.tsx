"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ClientPicker } from "@/components/booking/checkout/client-picker";
import { Alert, Field, SubmitButton, TextArea, formText } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import {
  usePatchProposal,
  useProposal,
  useProposalAction,
  useRemoveOption,
} from "@/lib/api/queries/proposals";
import { detailHref } from "@/lib/booking/product-pages";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";
import type { ProposalView } from "@/lib/contract/proposals";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { STATE_LABELS } from "./state-labels";

type Action = "send" | "resend" | "withdraw" | "duplicate";

/** One proposal in the back office: its options, client, words and expiry, and what to do next. */
export function ProposalEditor({
  id,
  defaultCountry,
}: {
  id: string;
  defaultCountry: string | null;
}) {
  const t = useTranslations("ProposalsAgent");
  const proposal = useProposal(id);
  if (proposal.isPending) return <p role="status">…</p>;
  if (proposal.isError) return <Alert tone="error">{t("notFound")}</Alert>;
  return <Editor key={proposal.data.id} view={proposal.data} defaultCountry={defaultCountry} />;
}

function Editor({ view, defaultCountry }: { view: ProposalView; defaultCountry: string | null }) {
  const t = useTranslations("ProposalsAgent");
  const locale = useFormatLocale();
  const patch = usePatchProposal(view.id);
  const act = useProposalAction(view.id);
  const remove = useRemoveOption(view.id);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draft = view.status === "draft";
  const open = ["draft", "sent", "viewed", "approved"].includes(view.status);
  const chosen = view.options.findIndex((o) => o.id === view.approvedOptionId);

  async function attempt(run: () => Promise<unknown>, done?: string) {
    setError(null);
    setNotice(null);
    try {
      await run();
      if (done) setNotice(done);
    } catch (failure) {
      setError((await apiFailure(failure)).message);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expiresOn = formText(form, "expiresOn");
    await attempt(
      () =>
        patch.mutateAsync({
          title: formText(form, "title"),
          message: formText(form, "message"),
          ...(expiresOn && { expiresOn }),
        }),
      t("saved"),
    );
  }

  async function run(action: Action) {
    await attempt(async () => {
      const next = await act.mutateAsync(action);
      if (action === "duplicate") window.history.pushState(null, "", `/proposals?id=${next.id}`);
      // Said from the proposal as the server answered, not as this page last showed it.
      if ((action === "send" || action === "resend") && next.client) {
        setNotice(t("sentTo", { email: next.client.email }));
      }
    });
  }

  return (
    <div className="space-y-6">
      <p>
        <Link className="text-brand underline" href="/proposals">
          {t("back")}
        </Link>
      </p>
      <p className="text-lg font-semibold" data-testid="proposal-status">
        {t("colStatus")}: {t(STATE_LABELS[view.status])}
      </p>
      {view.bookingReference && (
        <p>
          <Link
            className="text-brand underline"
            href={detailHref(view.bookingReference, view.options[0]?.product)}
          >
            {t("booking", { reference: view.bookingReference })}
          </Link>
        </p>
      )}
      {view.declineReason && <p>{t("declineReason", { reason: view.declineReason })}</p>}
      {view.agentAsked && chosen >= 0 && <p>{t("agentAsked", { n: chosen + 1 })}</p>}
      {view.shortUrl && (
        <p>
          {t("shortUrl")}:{" "}
          <a className="text-brand underline" href={view.shortUrl} dir="ltr">
            {view.shortUrl}
          </a>{" "}
          <span className="text-sm text-slate-600">({t("opens", { count: view.opens })})</span>
        </p>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}

      {draft ? (
        <ClientPicker
          selected={
            view.client
              ? ({
                  id: view.client.id,
                  firstName: view.client.name,
                  lastName: "",
                  email: view.client.email,
                  phone: null,
                  country: null,
                } as never)
              : null
          }
          onPick={(client) =>
            void attempt(() => patch.mutateAsync({ clientId: client?.id ?? null }))
          }
          defaultCountry={defaultCountry}
        />
      ) : (
        <p>
          {t("colClient")}:{" "}
          {view.client ? `${view.client.name} (${view.client.email})` : t("noClient")}
        </p>
      )}

      {open && (
        <form noValidate onSubmit={save} className="space-y-4">
          <Field name="title" label={t("titleLabel")} defaultValue={view.title} maxLength={120} />
          <TextArea
            name="message"
            label={t("messageLabel")}
            defaultValue={view.message}
            rows={4}
            maxLength={2000}
          />
          <Field
            name="expiresOn"
            type="date"
            label={t("expiresLabel")}
            defaultValue={view.expiresAt?.slice(0, 10) ?? ""}
          />
          <SubmitButton busy={patch.isPending} className="px-4 py-2">
            {t("save")}
          </SubmitButton>
        </form>
      )}

      <section aria-labelledby="options-heading" className="space-y-3">
        <h2 id="options-heading" className="text-xl font-semibold">
          {t("options")}
        </h2>
        {view.options.length === 0 ? (
          <p className="text-slate-700">{t("noOptions")}</p>
        ) : (
          <ol className="space-y-2">
            {view.options.map((o, i) => (
              <li
                key={o.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
              >
                <span>
                  {i + 1}. {o.title} · {o.startsOn} – {o.endsOn} ·{" "}
                  <strong>{formatMinor(o.price, locale)}</strong>
                </span>
                {open && (
                  <button
                    type="button"
                    className="text-sm text-red-700 underline"
                    aria-label={t("removeLabel", { n: i + 1, title: o.title })}
                    onClick={() => void attempt(() => remove.mutateAsync(o.id))}
                  >
                    {t("remove")}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className="flex flex-wrap gap-3">
        {draft && <ActionButton onClick={() => run("send")} label={t("send")} solid />}
        {["sent", "viewed", "approved"].includes(view.status) && (
          <ActionButton onClick={() => run("resend")} label={t("resend")} />
        )}
        {view.agentAsked && view.shortUrl && view.status === "approved" && (
          <a
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white"
            href={view.shortUrl}
          >
            {t("bookForClient")}
          </a>
        )}
        {open && <ActionButton onClick={() => run("withdraw")} label={t("withdraw")} />}
        <ActionButton onClick={() => run("duplicate")} label={t("duplicate")} />
      </div>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t("history")}
        </h2>
        <ol className="text-sm text-slate-700">
          {view.events.map((e, i) => (
            <li key={i}>
              {formatInstant(e.at, locale)} · {t(STATE_LABELS[e.to as keyof typeof STATE_LABELS])}
              {e.reason ? ` · ${e.reason}` : ""}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function ActionButton({
  onClick,
  label,
  solid = false,
}: {
  onClick(): void;
  label: string;
  solid?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={
        solid
          ? "rounded-lg bg-brand px-4 py-2 font-semibold text-white"
          : "rounded-lg border border-slate-300 px-4 py-2 font-semibold"
      }
    >
      {label}
    </button>
  );
}
