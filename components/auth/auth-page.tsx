import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

type TitleKey =
  | "login.title"
  | "signup.title"
  | "forgot.title"
  | "newPassword.title"
  | "verify.title"
  | "logout.title"
  | "expired.title"
  | "sso.title"
  | "social.title";

/** Auth pages are for people, not search engines. */
export function authMetadata(key: TitleKey, canonical: string) {
  return async ({ params }: { params: AgencyPageParams }): Promise<Metadata> => {
    await agencyPage(params);
    const t = await getTranslations("Auth");
    return { title: t(key), alternates: { canonical }, robots: { index: false } };
  };
}
