"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { AccountShellSettings } from "./shell-settings";

/** SPEC §2.5: the help widget some agencies show instead of the Support page. */
export function HelpWidget({
  settings,
  onClose,
}: {
  settings: AccountShellSettings;
  onClose: () => void;
}) {
  const t = useTranslations("Account");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="help-title"
      className="fixed inset-x-auto bottom-4 end-4 top-auto m-0 w-80 max-w-[calc(100vw-2rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/30"
    >
      <div className="flex items-center justify-between bg-brand px-4 py-3 text-white">
        <h2 id="help-title" className="font-semibold">
          {t("helpTitle")}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded px-2 text-sm underline"
        >
          {t("close")}
        </button>
      </div>
      <div className="space-y-3 p-4 text-sm">
        <p>{t("helpIntro")}</p>
        {settings.contactEmail && (
          <p>
            <a className="text-brand underline" href={`mailto:${settings.contactEmail}`}>
              {settings.contactEmail}
            </a>
          </p>
        )}
        {settings.contactPhone && (
          <p>
            <a
              className="text-brand underline"
              href={`tel:${settings.contactPhone.replace(/\s/g, "")}`}
            >
              {settings.contactPhone}
            </a>
          </p>
        )}
        {settings.hasFaq && (
          <p>
            <Link
              className="text-brand underline"
              href="/faqs"
              onClick={() => dialog.current?.close()}
            >
              {t("helpFaq")}
            </Link>
          </p>
        )}
      </div>
    </dialog>
  );
}
