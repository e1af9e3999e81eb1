"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

/** The header's currency button, the same before and after the picker's code has loaded. */
export function CurrencyButton({
  current,
  ...props
}: { current: string } & Pick<
  ComponentProps<"button">,
  "ref" | "onClick" | "aria-expanded" | "aria-controls"
>) {
  const t = useTranslations("Currency");
  return (
    <button
      {...props}
      type="button"
      aria-haspopup="dialog"
      aria-label={t("label", { currency: current })}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium"
      data-testid="currency-button"
    >
      {current}
    </button>
  );
}
