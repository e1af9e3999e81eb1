"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useMe } from "@/lib/api/queries/account";
import { permissionsOf } from "@/lib/auth/permissions";
import type { NewProposalOption } from "@/lib/contract/proposals";

const AddDialog = dynamic(() => import("./add-dialog").then((m) => m.AddDialog));

/**
 * "Add to proposal" beside an offer (issue 28), for staff who send proposals: the offer as its
 * search showed it goes to a draft (chosen, or a new one); the server prices it. The dialog's
 * code loads when it is first opened, so travellers' pages carry only this button's check.
 */
export function AddToProposal({
  option,
  label,
  currency,
}: {
  option: NewProposalOption;
  /** What the button adds, for its accessible name. */
  label: string;
  currency: string;
}) {
  const t = useTranslations("ProposalAdd");
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  if (!me || !permissionsOf(me).has("proposals.read")) return null;
  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-brand underline"
        aria-label={t("addLabel", { room: label })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("add")}
      </button>
      {open && <AddDialog option={option} currency={currency} onClose={() => setOpen(false)} />}
    </>
  );
}
