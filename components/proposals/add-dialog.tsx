"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Alert } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useCreateDealLink } from "@/lib/api/queries/deal-links";
import { useAddOption, useCreateProposal, useProposals } from "@/lib/api/queries/proposals";
import type { DealLinkView } from "@/lib/contract/deal-links";
import type { NewProposalOption, ProposalView } from "@/lib/contract/proposals";

/**
 * The agent's choice of a draft (or a new one) for an offer, in a modal dialog; or the offer
 * shared on its own as a deal link, whose short URL it then shows to copy.
 */
export function AddDialog({
  option,
  currency,
  onClose,
}: {
  option: NewProposalOption;
  currency: string;
  onClose(): void;
}) {
  const t = useTranslations("ProposalAdd");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const drafts = useProposals("status=draft");
  const create = useCreateProposal();
  const add = useAddOption();
  const share = useCreateDealLink();
  const [done, setDone] = useState<ProposalView | null>(null);
  const [shared, setShared] = useState<DealLinkView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || add.isPending || share.isPending;

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  /** Runs one of the dialog's actions; its failure is said in the dialog. */
  async function attempt(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((await apiFailure(failure)).message);
    }
  }
  const to = (id: string | null) =>
    attempt(async () =>
      setDone(
        id ? await add.mutateAsync({ id, option }) : await create.mutateAsync({ currency, option }),
      ),
    );
  const shareAlone = () =>
    attempt(async () => setShared(await share.mutateAsync({ kind: "offer", currency, ...option })));

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-full max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold">
        {t("addTo")}
      </h2>
      {shared ? (
        <SharedLink link={shared} />
      ) : done ? (
        <div className="space-y-4">
          <Alert tone="success">{t("added")}</Alert>
          <Link className="text-brand underline" href={`/proposals?id=${done.id}`}>
            {t("openProposal")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-2">
          {drafts.data?.rows.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                disabled={busy}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-start hover:bg-slate-50"
                onClick={() => void to(d.id)}
              >
                {t("draftOf", { title: d.title || t("untitled"), count: d.optionCount })}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              disabled={busy}
              className="w-full rounded-lg bg-brand px-3 py-2 font-semibold text-white"
              onClick={() => void to(null)}
            >
              {create.isPending || add.isPending ? t("adding") : t("newProposal")}
            </button>
          </li>
          <li className="border-t border-slate-200 pt-2">
            <button
              type="button"
              disabled={busy}
              className="w-full rounded-lg border border-brand px-3 py-2 font-semibold text-brand"
              onClick={() => void shareAlone()}
            >
              {share.isPending ? t("sharing") : t("shareDeal")}
            </button>
          </li>
        </ul>
      )}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <button type="button" className="mt-4 text-sm underline" onClick={() => ref.current?.close()}>
        {t("close")}
      </button>
    </dialog>
  );
}

/** A deal link just made: its short URL to copy, and the list that counts its opens. */
export function SharedLink({ link }: { link: DealLinkView }) {
  const t = useTranslations("ProposalAdd");
  const inputId = useId();
  return (
    <div className="space-y-3">
      <Alert tone="success">{t("shared")}</Alert>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t("shortUrl")}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={link.shortUrl}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton
          text={link.shortUrl}
          label={t("copy")}
          copiedLabel={t("copied")}
          className="rounded-lg border border-brand px-3 py-2 font-semibold text-brand"
        />
      </div>
      <Link className="text-brand underline" href="/deal-link">
        {t("openDealLinks")}
      </Link>
    </div>
  );
}
