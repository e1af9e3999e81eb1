"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/ui/toast";
import { describedBy, FieldFrame, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useSaveMarkups } from "@/lib/api/queries/markups";
import {
  MAX_FIXED_AMOUNT_MINOR,
  MAX_PERCENT_BASIS_POINTS,
  type MarkupsUpdate,
  type ProductMarkup,
} from "@/lib/contract/markups";
import { useHydrated } from "@/lib/ui/use-browser-value";
import {
  formatAmount,
  formatPercent,
  markupFromInput,
  type MarkupInputError,
  type MarkupKind,
} from "./markup-input";

interface Row {
  product: ProductMarkup["product"];
  title: string;
  active: boolean;
  kind: MarkupKind;
  /** The texts of both kinds, so switching back and forth keeps what was typed. */
  percent: string;
  amount: string;
  error: MarkupInputError | null;
}

function toRows(products: ProductMarkup[]): Row[] {
  return products.map(({ product, title, active, markup }) => ({
    product,
    title,
    active,
    kind: markup?.kind ?? "none",
    percent: markup?.kind === "percent" ? formatPercent(markup.basisPoints) : "",
    amount: markup?.kind === "fixed" ? formatAmount(markup.amountMinor) : "",
    error: null,
  }));
}

function check(row: Row): MarkupInputError | null {
  const result = markupFromInput(row.kind, row.kind === "fixed" ? row.amount : row.percent);
  return "error" in result ? result.error : null;
}

/**
 * Markup Settings (SPEC §1): per booking product, no markup, a percentage of the wholesale rate
 * or a fixed US dollar amount. `notice` is shown while the agency has no markup at all.
 */
export function MarkupForm({ initial, notice }: { initial: ProductMarkup[]; notice: ReactNode }) {
  const t = useTranslations("Markups");
  const hydrated = useHydrated();
  const format = useFormatter();
  const failureText = useFailureText();
  const save = useSaveMarkups();
  const [rows, setRows] = useState(() => toRows(initial));
  const [saved, setSaved] = useState(initial);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const id = useId();

  const maxPercent = format.number(MAX_PERCENT_BASIS_POINTS / 10_000, { style: "percent" });
  const maxAmount = format.number(MAX_FIXED_AMOUNT_MINOR / 100, {
    style: "currency",
    currency: "USD",
  });

  function errorText(row: Row): string | null {
    switch (row.error) {
      case null:
        return null;
      case "required":
        return t("errors.required");
      case "format":
        return row.kind === "fixed" ? t("errors.amountFormat") : t("errors.percentFormat");
      case "tooLarge":
        return row.kind === "fixed"
          ? t("errors.amountTooLarge", { max: maxAmount })
          : t("errors.percentTooLarge", { max: maxPercent });
    }
  }

  function change(product: Row["product"], next: Partial<Row>) {
    setRows((all) => all.map((r) => (r.product === product ? { ...r, ...next, error: null } : r)));
  }

  function validate(product: Row["product"]) {
    setRows((all) => all.map((r) => (r.product === product ? { ...r, error: check(r) } : r)));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = rows.map((r) => ({ ...r, error: check(r) }));
    setRows(checked);
    const invalid = checked.find((r) => r.error);
    if (invalid) {
      inputs.current.get(invalid.product)?.focus();
      return;
    }
    const markups: MarkupsUpdate = {};
    for (const r of checked) {
      const result = markupFromInput(r.kind, r.kind === "fixed" ? r.amount : r.percent);
      if ("markup" in result) markups[r.product] = result.markup;
    }
    try {
      const products = await save.mutateAsync(markups);
      setRows(toRows(products));
      setSaved(products);
      toast.success(t("saved"));
    } catch (err) {
      toast.error(t("failed", { reason: await failureText(err) }));
    }
  }

  if (rows.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("noProducts")}</p>;
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <p className="text-slate-700">{t("intro")}</p>
      {saved.every((p) => p.markup === null) && notice}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {rows.map((row) => {
          const base = `${id}-${row.product}`;
          const valueId = `${base}-value`;
          const error = errorText(row);
          const isFixed = row.kind === "fixed";
          const hint = isFixed ? t("amountHint") : t("percentHint");
          return (
            <fieldset
              key={row.product}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <legend className="px-1 text-lg font-semibold">
                {row.title}
                {!row.active && (
                  <span className="ms-2 text-sm font-normal text-slate-500">({t("inactive")})</span>
                )}
              </legend>
              <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
                <fieldset>
                  <legend className="mb-2 text-sm font-medium">{t("kind")}</legend>
                  <div className="flex flex-wrap gap-x-5 gap-y-2">
                    {(
                      [
                        ["none", t("none")],
                        ["percent", t("percent")],
                        ["fixed", t("fixed")],
                      ] as const
                    ).map(([kind, label]) => (
                      <label key={kind} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`${base}-kind`}
                          value={kind}
                          checked={row.kind === kind}
                          onChange={() => change(row.product, { kind })}
                          className="size-4 accent-brand"
                        />
                        {label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                {row.kind !== "none" && (
                  <FieldFrame
                    id={valueId}
                    label={isFixed ? t("amountLabel") : t("percentLabel")}
                    hint={hint}
                    error={error}
                    className="min-w-0 flex-1 space-y-1"
                  >
                    <div className="flex items-center gap-2">
                      {isFixed && (
                        <span aria-hidden="true" className="text-slate-600">
                          US$
                        </span>
                      )}
                      <input
                        id={valueId}
                        ref={(el) => {
                          if (el) inputs.current.set(row.product, el);
                          else inputs.current.delete(row.product);
                        }}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        value={isFixed ? row.amount : row.percent}
                        onChange={(e) =>
                          change(
                            row.product,
                            isFixed ? { amount: e.target.value } : { percent: e.target.value },
                          )
                        }
                        onBlur={() => validate(row.product)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy(valueId, { hint, error })}
                        className="block w-36 rounded-lg border border-slate-300 px-3 py-2 text-end tabular-nums aria-invalid:border-red-600"
                      />
                      {!isFixed && (
                        <span aria-hidden="true" className="text-slate-600">
                          %
                        </span>
                      )}
                    </div>
                  </FieldFrame>
                )}
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <SubmitButton busy={save.isPending} className="px-6 py-2.5">
        {save.isPending ? t("saving") : t("save")}
      </SubmitButton>
    </form>
  );
}
