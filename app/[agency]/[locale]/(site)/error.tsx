"use client";

import { useTranslations } from "next-intl";

/** SPEC §8: any uncaught error in a page shows 'Something went wrong.' inside the agency's shell. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("Error");
  return (
    <main id="main" className="grid min-h-[60dvh] place-items-center p-8 text-center">
      <div role="alert">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <button
          type="button"
          onClick={reset}
          className="mt-6 rounded-lg bg-brand px-5 py-2.5 font-medium text-white"
        >
          {t("retry")}
        </button>
      </div>
    </main>
  );
}
