import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { FormCard } from "./form-kit";

/** /expired and /expiry (SPEC §2.1 lists both names). */
export async function SessionExpired() {
  const t = await getTranslations("Auth");
  return (
    <FormCard title={t("expired.title")}>
      <p className="mb-6 text-slate-700">{t("expired.body")}</p>
      <Link
        href="/login"
        className="block rounded-lg bg-brand px-4 py-2.5 text-center font-semibold text-white"
      >
        {t("expired.logIn")}
      </Link>
    </FormCard>
  );
}
