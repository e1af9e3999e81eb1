"use client";

import { useTranslations } from "next-intl";
import { apiFailure } from "@/lib/api/errors";
import type { ErrorCode } from "@/lib/contract/errors";

/**
 * The translated text for a failed API call, by its error code; the server's own words for a
 * code without a translation, and a generic apology for a network or server failure. The texts
 * are the Auth namespace's `errors`, which every page that uses this is given.
 */
export function useFailureText() {
  const t = useTranslations("Auth");
  const known: Partial<Record<ErrorCode, string>> = {
    wrongCredentials: t("errors.wrongCredentials"),
    throttled: t("errors.throttled"),
    unverified: t("errors.unverified"),
    disabled: t("errors.disabled"),
    ssoOnly: t("errors.ssoOnly"),
    tooShort: t("errors.tooShort"),
    tooLong: t("errors.tooLong"),
    tooCommon: t("errors.tooCommon"),
    invalidLink: t("errors.invalidLink"),
    signupClosed: t("errors.signupClosed"),
    wrongCurrentPassword: t("errors.wrongCurrentPassword"),
  };
  return async (error: unknown): Promise<string> => {
    const failure = await apiFailure(error);
    const text =
      failure.code && Object.hasOwn(known, failure.code)
        ? known[failure.code as ErrorCode]
        : undefined;
    if (text) return text;
    if (failure.status === 0 || failure.status >= 500) return t("errors.generic");
    return failure.message;
  };
}
