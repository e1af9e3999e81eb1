"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { verifyEmail } from "@/lib/api/queries/user";
import { safeDeepLink, withRedirect } from "@/lib/auth/deep-link";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { FormCard } from "./form-kit";

/**
 * Opens the emailed link: confirms the address once, then offers to sign in, on the way to the
 * deep link the user signed up from when the link carries one.
 */
export function VerifyEmail() {
  const t = useTranslations("Auth");
  const failureText = useFailureText();
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);
  const deepLink = useBrowserValue(
    () => safeDeepLink(new URLSearchParams(window.location.search).get("redirect")),
    null,
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    verifyEmail(token)
      .then(() => setState({ ok: true, text: t("verify.done") }))
      .catch(async (err) => setState({ ok: false, text: await failureText(err) }));
  }, [t, failureText]);

  return (
    <FormCard title={t("verify.title")}>
      {state ? (
        <div className="space-y-4">
          <Alert tone={state.ok ? "success" : "error"}>{state.text}</Alert>
          <Link
            href={withRedirect("/login", deepLink)}
            className="block text-center font-semibold text-brand underline"
          >
            {t("verify.logIn")}
          </Link>
        </div>
      ) : (
        <p role="status">{t("verify.checking")}</p>
      )}
    </FormCard>
  );
}
