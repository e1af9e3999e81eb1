"use client";

import { useMutation } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState, type CSSProperties, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { AgencyLogo } from "@/components/shell/agency-logo";
import { Alert, FormSection, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { api } from "@/lib/api/client";
import {
  MIN_CONTRAST,
  THEME_ASSETS,
  THEME_ASSET_KINDS,
  themeResponse,
  type Theme,
  type ThemeAssetKind,
} from "@/lib/contract/theme";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { brandColours, contrastWithWhite } from "@/lib/brand/colour";

const HEX = /^#[0-9a-fA-F]{6}$/;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function send(method: "put" | "delete", path: string, json?: unknown): Promise<Theme> {
  return themeResponse.parse(
    await api()
      [method](path, json ? { json } : {})
      .json(),
  );
}

/** A file type's name as owners know it. */
const TYPE_NAMES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/x-icon": "ICO",
};

interface Pending {
  dataUrl: string;
  name: string;
}

/**
 * Customize Theme (issue 16): the primary colour, with its contrast against white shown as it is
 * typed and a colour short of WCAG AA refused here and by the server; the logo, mobile logo and
 * favicon, checked for type and size before they are sent (and again from their bytes on the
 * server); and a live preview of the header, a button and a deal card before anything is saved.
 */
export function ThemeSettings({ initial, agencyName }: { initial: Theme; agencyName: string }) {
  const t = useTranslations("Theme");
  const format = useFormatter();
  const hydrated = useHydrated();
  const failureText = useFailureText();
  const ids = { colour: useId(), picker: useId(), contrast: useId() };
  const [theme, setTheme] = useState(initial);
  const [colour, setColour] = useState(initial.primaryColor);
  const [pending, setPending] = useState<Partial<Record<ThemeAssetKind, Pending>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<ThemeAssetKind, string>>>({});
  const [error, setError] = useState<string | null>(null);

  const valid = HEX.test(colour);
  const contrast = valid ? contrastWithWhite(colour) : null;
  const passes = contrast !== null && contrast >= MIN_CONTRAST;
  const colourError = !valid
    ? t("colourFormat")
    : passes
      ? null
      : t("colourContrast", { ratio: contrast!.toFixed(2), min: MIN_CONTRAST });

  const save = useMutation({
    mutationFn: async () => {
      let next = theme;
      if (colour.toLowerCase() !== theme.primaryColor.toLowerCase())
        next = await send("put", "api/agency/theme", { primaryColor: colour });
      for (const kind of THEME_ASSET_KINDS) {
        const file = pending[kind];
        if (file) next = await send("put", `api/agency/theme/${kind}`, { dataUrl: file.dataUrl });
      }
      return next;
    },
  });
  const remove = useMutation({
    mutationFn: (kind: ThemeAssetKind) => send("delete", `api/agency/theme/${kind}`),
  });

  const LABELS: Record<ThemeAssetKind, string> = {
    logo: t("logo"),
    logoMobile: t("logoMobile"),
    favicon: t("favicon"),
  };

  async function choose(kind: ThemeAssetKind, file: File | undefined) {
    setFileErrors((e) => ({ ...e, [kind]: undefined }));
    setPending((p) => ({ ...p, [kind]: undefined }));
    if (!file) return;
    const rule = THEME_ASSETS[kind];
    if (!(rule.types as readonly string[]).includes(file.type)) {
      setFileErrors((e) => ({
        ...e,
        [kind]: t("fileType", { types: rule.types.map((x) => TYPE_NAMES[x]).join(", ") }),
      }));
      return;
    }
    if (file.size > rule.maxBytes) {
      setFileErrors((e) => ({ ...e, [kind]: t("fileSize", { max: rule.maxBytes / 1024 }) }));
      return;
    }
    const dataUrl = await readDataUrl(file);
    setPending((p) => ({ ...p, [kind]: { dataUrl, name: file.name } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (colourError) return;
    try {
      const next = await save.mutateAsync();
      setTheme(next);
      setColour(next.primaryColor);
      setPending({});
      toast.success(t("saved"));
    } catch (err) {
      setError(t("failed", { reason: await failureText(err) }));
    }
  }

  async function drop(kind: ThemeAssetKind) {
    setError(null);
    try {
      setTheme(await remove.mutateAsync(kind));
      toast.success(t("removed", { image: LABELS[kind] }));
    } catch (err) {
      setError(t("failed", { reason: await failureText(err) }));
    }
  }

  const previewColour = passes ? colour : theme.primaryColor;
  // The utilities read --color-brand (globals.css), so the preview sets it, as the layout would.
  const previewColours = brandColours(previewColour);
  const previewStyle = {
    "--color-brand": previewColours.strong,
    "--color-brand-soft": previewColours.primary60,
  } as CSSProperties;
  const logo = pending.logo?.dataUrl ?? theme.logo;
  const busy = save.isPending || remove.isPending;

  return (
    <FormSection
      as="form"
      heading={t("heading")}
      onSubmit={submit}
      noValidate
      className="space-y-6"
    >
      <fieldset disabled={!hydrated || busy} className="min-w-0 space-y-6">
        <div className="space-y-2">
          <label htmlFor={ids.colour} className="block font-medium">
            {t("colour")}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={ids.picker}
              type="color"
              aria-label={t("colourPicker")}
              value={valid ? colour.toLowerCase() : theme.primaryColor}
              onChange={(e) => setColour(e.target.value)}
              className="h-10 w-14 cursor-pointer rounded border border-slate-300"
            />
            <input
              id={ids.colour}
              value={colour}
              onChange={(e) => setColour(e.target.value.trim())}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={colourError ? true : undefined}
              aria-describedby={ids.contrast}
              className="w-32 rounded-lg border border-slate-300 px-3 py-2 font-mono aria-invalid:border-red-600"
            />
          </div>
          <p
            id={ids.contrast}
            className={`text-sm ${colourError ? "text-red-700" : "text-slate-600"}`}
          >
            {colourError ?? t("colourPasses", { ratio: contrast!.toFixed(2), min: MIN_CONTRAST })}
          </p>
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          {THEME_ASSET_KINDS.map((kind) => {
            const rule = THEME_ASSETS[kind];
            const current = theme[kind];
            return (
              <div key={kind} className="space-y-2">
                <label htmlFor={`theme-${kind}`} className="block font-medium">
                  {LABELS[kind]}
                </label>
                <input
                  id={`theme-${kind}`}
                  type="file"
                  accept={rule.types.join(",")}
                  aria-describedby={`theme-${kind}-hint${fileErrors[kind] ? ` theme-${kind}-error` : ""}`}
                  aria-invalid={fileErrors[kind] ? true : undefined}
                  onChange={(e) => void choose(kind, e.target.files?.[0])}
                  className="block w-full text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
                />
                <p id={`theme-${kind}-hint`} className="text-xs text-slate-600">
                  {t("fileHint", {
                    types: rule.types.map((x) => TYPE_NAMES[x]).join(", "),
                    max: rule.maxBytes / 1024,
                  })}
                </p>
                {fileErrors[kind] && (
                  <p id={`theme-${kind}-error`} className="text-sm text-red-700">
                    {fileErrors[kind]}
                  </p>
                )}
                {pending[kind] && (
                  <p className="text-sm text-slate-700">
                    {t("chosen", { name: pending[kind]!.name })}
                  </p>
                )}
                {current && !pending[kind] && (
                  <div className="flex items-center gap-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the agency's own upload */}
                    <img
                      src={current}
                      alt={t("currentImage", { image: LABELS[kind] })}
                      className="h-8 w-auto max-w-32 object-contain"
                    />
                    <button
                      type="button"
                      onClick={() => void drop(kind)}
                      className="text-sm text-red-700 underline"
                    >
                      {t("remove", { image: LABELS[kind] })}
                    </button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      <section aria-labelledby="theme-preview-heading" className="space-y-2">
        <h3 id="theme-preview-heading" className="font-medium">
          {t("preview")}
        </h3>
        <div
          style={previewStyle}
          data-testid="theme-preview"
          className="overflow-hidden rounded-xl border border-slate-200"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3">
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file
              <img
                src={logo}
                alt={t("previewLogo", { agency: agencyName })}
                className="h-10 w-auto"
              />
            ) : (
              <AgencyLogo agency={{ logo: null, logoMobile: null, agencyName }} />
            )}
            <span className="text-sm font-medium text-brand">{t("previewLink")}</span>
          </div>
          <div className="grid gap-4 bg-slate-50 p-4 sm:grid-cols-[1fr_16rem]">
            <div className="space-y-3">
              <p className="text-sm text-slate-700">{t("previewText")}</p>
              <span className="inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white">
                {t("previewButton")}
              </span>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <div aria-hidden="true" className="mb-2 h-20 rounded-lg bg-brand-soft" />
              <p className="font-semibold">{t("previewDeal")}</p>
              <p className="text-sm font-semibold text-brand">
                {t("previewPrice", {
                  price: format.number(420, { style: "currency", currency: "EUR" }),
                })}
              </p>
            </div>
          </div>
        </div>
      </section>

      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={save.isPending} disabled={Boolean(colourError)} className="px-6 py-2.5">
        {save.isPending ? t("saving") : t("save")}
      </SubmitButton>
    </FormSection>
  );
}
