"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

/** An unmatched path on an agency's site; rendered inside the agency's layout and messages. */
export default function PageNotFound() {
  const t = useTranslations("NotFound");
  return (
    <main id="main" className="grid min-h-[60dvh] place-items-center p-8 text-center">
      <div>
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-slate-600">{t("body")}</p>
        <Link
          href="/"
          className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-medium text-white"
        >
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
