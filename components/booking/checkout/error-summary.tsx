"use client";

import { useTranslations } from "next-intl";
import { forwardRef } from "react";

export interface SummaryItem {
  /** The id of the control to go to. */
  target: string;
  text: string;
}

/**
 * What stops the form from being sent, listed with links to each control. The form moves focus
 * here on a failed submit, so a keyboard or screen reader user hears the list and can jump to
 * each field from it.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(
  function ErrorSummary({ items }, ref) {
    const t = useTranslations("Checkout");
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        aria-labelledby="error-summary-heading"
        className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-900"
      >
        <h2 id="error-summary-heading" className="font-semibold">
          {t("errorSummary")}
        </h2>
        <ul className="mt-2 list-disc ps-5">
          {items.map((item) => (
            <li key={item.target}>
              <a
                href={`#${item.target}`}
                className="underline"
                onClick={(e) => {
                  // A fragment link scrolls but does not focus the control; this does both.
                  const control = document.getElementById(item.target);
                  if (!control) return;
                  e.preventDefault();
                  control.focus();
                  control.scrollIntoView({ block: "center" });
                }}
              >
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
