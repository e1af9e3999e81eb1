"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type RefObject } from "react";

export const SAVE_PRICE_DELAY_MS = 5000;
/** Session storage: once closed, the prompt stays closed for the rest of the session (SPEC §4). */
export const SAVE_PRICE_CLOSED_KEY = "savePricePromptClosed";

/** A field in use or a popup open (a date picker, a menu, another dialog). */
function visitorBusy(): boolean {
  const active = document.activeElement;
  return (
    !!active?.matches("input, select, textarea, [contenteditable='true']") ||
    !!document.querySelector("[aria-expanded='true'], dialog[open], [role='dialog']")
  );
}

/**
 * SPEC §2.3, §4 save-price prompt: for signed-out visitors, 5 s after reaching home or as soon as
 * the deals section scrolls past the middle of the viewport, whichever comes first.
 */
export function SavePricePrompt({
  section,
  showSignup,
  showLogin,
}: {
  section: RefObject<HTMLElement | null>;
  showSignup: boolean;
  showLogin: boolean;
}) {
  const t = useTranslations("Deals");
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (sessionStorage.getItem(SAVE_PRICE_CLOSED_KEY)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The section's top crossing the middle of the viewport: a root shrunk to its upper half.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: "0px 0px -50% 0px" },
    );
    const stop = () => {
      clearTimeout(timer);
      observer.disconnect();
    };
    // It opens once: after that only the session's flag (set on closing) speaks. Not over what
    // the visitor is doing (a date picker open, a field being typed in): it waits for them.
    function show() {
      if (visitorBusy()) {
        clearTimeout(timer);
        timer = setTimeout(show, SAVE_PRICE_DELAY_MS);
        return;
      }
      stop();
      setOpen(true);
    }
    timer = setTimeout(show, SAVE_PRICE_DELAY_MS);
    if (section.current) observer.observe(section.current);
    return stop;
  }, [section]);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="save-price-title"
      onClose={() => {
        sessionStorage.setItem(SAVE_PRICE_CLOSED_KEY, "1");
        setOpen(false);
      }}
      className="m-auto w-[28rem] max-w-[calc(100vw-2rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="relative p-8 text-center">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={t("close")}
          className="absolute end-3 top-3 grid size-8 place-items-center rounded-full hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id="save-price-title" className="text-2xl font-bold">
          {t("savePriceTitle")}
        </h2>
        <p className="mt-2 text-slate-600">{t("savePriceBody")}</p>
        <div className="mt-6 flex justify-center gap-3">
          {showSignup && (
            <Link href="/signup" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white">
              {t("signUp")}
            </Link>
          )}
          {showLogin && (
            <Link
              href="/login"
              className="rounded-lg border border-brand px-4 py-2 font-semibold text-brand"
            >
              {t("logIn")}
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}
