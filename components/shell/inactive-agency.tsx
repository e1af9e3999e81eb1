import { getTranslations } from "next-intl/server";

/** SPEC §2.5: the blocking modal of an inactive agency; nothing is rendered behind it. */
export async function InactiveAgency() {
  const t = await getTranslations("Inactive");
  return (
    <div className="fixed inset-0 grid place-items-center bg-slate-900/70 p-6">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="inactive-title"
        aria-describedby="inactive-body"
        className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-2xl"
      >
        <h1 id="inactive-title" className="text-2xl font-semibold">
          {t("title")}
        </h1>
        <p id="inactive-body" className="mt-3 text-slate-600">
          {t("body")}
        </p>
      </div>
    </div>
  );
}
