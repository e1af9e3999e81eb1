import { getTranslations } from "next-intl/server";

/** SPEC §2.5, §8: the host names no agency. Answered with HTTP 404. */
export default async function AgencyNotFound() {
  const t = await getTranslations("AgencyNotFound");
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-8 text-center">
      <div>
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-slate-600">{t("body")}</p>
      </div>
    </main>
  );
}
