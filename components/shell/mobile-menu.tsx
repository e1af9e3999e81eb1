"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * SPEC §1, §9: below 1200 px the header's links and menus move into a slide-out panel. The
 * layout switches with CSS, not by guessing the device, so cached pages suit every screen.
 */
export function MobileMenu({
  label,
  closeLabel,
  children,
}: {
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button, select, input")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="wide:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium"
      >
        <span aria-hidden="true">☰</span> {label}
      </button>
      {open && (
        <div className="fixed inset-0 z-50">
          <div className="absolute inset-0 bg-slate-900/50" onClick={close} aria-hidden="true" />
          <div
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-label={label}
            className="absolute inset-y-0 end-0 flex w-80 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-2xl"
            onClick={(e) => {
              if ((e.target as HTMLElement).closest("a")) setOpen(false);
            }}
          >
            <button
              type="button"
              onClick={close}
              className="self-end rounded-md px-2 py-1 text-sm underline"
            >
              {closeLabel}
            </button>
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
