"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { Alert, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useSaveProducts } from "@/lib/api/queries/agency-products";
import type { AgencyProduct } from "@/lib/contract/agency-products";
import { useHydrated } from "@/lib/ui/use-browser-value";

type Direction = "up" | "down";

const MOVE_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-40";

/**
 * Product Settings (issue 16): each booking product with a switch that offers it or not and
 * buttons that move it up or down the booking menu (the keyboard's way; nothing is drag-only),
 * saved together. An inactive product's pages, home tab and menu entry go; its bookings stay.
 */
export function ProductSettings({ initial }: { initial: AgencyProduct[] }) {
  const t = useTranslations("ProductSettings");
  const hydrated = useHydrated();
  const failureText = useFailureText();
  const save = useSaveProducts();
  const [products, setProducts] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  // A moved product keeps the focus on its button (or the other one at the list's end).
  useEffect(() => {
    if (!focusNext.current) return;
    const [id, direction] = focusNext.current.split(":") as [string, Direction];
    focusNext.current = null;
    const other = direction === "up" ? "down" : "up";
    const button = buttons.current.get(`${id}:${direction}`);
    (button && !button.disabled ? button : buttons.current.get(`${id}:${other}`))?.focus();
  }, [products]);

  function move(index: number, direction: Direction) {
    const to = direction === "up" ? index - 1 : index + 1;
    const next = [...products];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved!);
    setProducts(next);
    setError(null);
    setAnnouncement(t("moved", { product: moved!.title, position: to + 1, total: next.length }));
    focusNext.current = `${moved!.id}:${direction}`;
  }

  function toggle(id: AgencyProduct["id"], active: boolean) {
    setProducts((all) => all.map((p) => (p.id === id ? { ...p, active } : p)));
    setError(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!products.some((p) => p.active)) {
      setError(t("oneActive"));
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({
        products: products.map(({ id, active }) => ({ id, active })),
      });
      setProducts(saved);
      toast.success(t("saved"));
    } catch (err) {
      setError(t("failed", { reason: await failureText(err) }));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">{t("effect")}</p>
      <fieldset disabled={!hydrated || save.isPending} className="min-w-0">
        <legend className="mb-3 text-lg font-semibold">{t("listLabel")}</legend>
        <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {products.map((product, index) => {
            const switchId = `product-${product.id}-active`;
            return (
              <li
                key={product.id}
                data-product={product.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
              >
                <span className="w-8 text-sm text-slate-500 tabular-nums" aria-hidden="true">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1 font-medium">
                  {product.title}
                  <span
                    className={`ms-3 rounded-full px-2 py-0.5 text-xs font-normal ${product.active ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                  >
                    {product.active ? t("statusActive") : t("statusInactive")}
                  </span>
                </span>
                <label htmlFor={switchId} className="flex items-center gap-2 text-sm">
                  <input
                    id={switchId}
                    type="checkbox"
                    role="switch"
                    checked={product.active}
                    onChange={(e) => toggle(product.id, e.target.checked)}
                    className="size-5 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  />
                  {t("activeLabel", { product: product.title })}
                </label>
                <span className="flex gap-2">
                  {(["up", "down"] as const).map((direction) => (
                    <button
                      key={direction}
                      type="button"
                      ref={(el) => {
                        const key = `${product.id}:${direction}`;
                        if (el) buttons.current.set(key, el);
                        else buttons.current.delete(key);
                      }}
                      onClick={() => move(index, direction)}
                      disabled={direction === "up" ? index === 0 : index === products.length - 1}
                      aria-label={
                        direction === "up"
                          ? t("moveUp", { product: product.title })
                          : t("moveDown", { product: product.title })
                      }
                      className={MOVE_BUTTON}
                    >
                      {direction === "up" ? (
                        <ArrowUp aria-hidden="true" className="size-4" />
                      ) : (
                        <ArrowDown aria-hidden="true" className="size-4" />
                      )}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ol>
      </fieldset>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={save.isPending} className="px-6 py-2.5">
        {save.isPending ? t("saving") : t("save")}
      </SubmitButton>
    </form>
  );
}
