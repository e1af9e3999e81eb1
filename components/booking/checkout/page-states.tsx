"use client";

import Link from "next/link";
import { useEffect } from "react";
import { BrandButton } from "@/components/booking/buttons";
import { CARD } from "@/components/booking/trips/trip-frame";
import { useDealLinkHint, useSignedInHint } from "@/lib/api/visit";
import { loginPath } from "@/lib/auth/login-path";
import { useProposalGrant } from "@/lib/booking/use-proposal-grant";

/** A booking step's wait, announced. */
export function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      {text}
    </p>
  );
}

/** A booking step that cannot go on (a broken link, a missing step): why, and where to go. */
export function LinkNotice({
  text,
  href,
  linkText,
}: {
  text: string;
  href: string;
  linkText: string;
}) {
  return (
    <section role="alert" className={CARD}>
      <p className="font-semibold">{text}</p>
      <Link href={href} className="mt-4 inline-block text-brand underline">
        {linkText}
      </Link>
    </section>
  );
}

/** A booking step whose offer could not be loaded: why, the API's words, and a way to try again. */
export function StepFailed({
  text,
  detail,
  retryLabel,
  onRetry,
}: {
  text: string;
  detail: string | null | undefined;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <section role="alert" className={CARD}>
      <p className="font-semibold">{text}</p>
      {detail && <p className="mt-2">{detail}</p>}
      <BrandButton onClick={onRetry} className="mt-4">
        {retryLabel}
      </BrandButton>
    </section>
  );
}

/**
 * SPEC §6: without the agency's non-login flow, a visitor signs in before a booking step and comes
 * back to it (with its quote, when there is one). True while that visitor is being sent away.
 */
export function useSignInFirst(allowNonLoginFlow: boolean, hydrated: boolean): boolean {
  const signedIn = useSignedInHint();
  // A proposal's link lets its client book its options signed out, whatever the agency's flow,
  // and a deal link its visitor what it shares.
  const dealt = useDealLinkHint();
  const granted = useProposalGrant() !== null || dealt;
  const mustSignIn = hydrated && !allowNonLoginFlow && !signedIn && !granted;
  useEffect(() => {
    if (mustSignIn)
      window.location.replace(loginPath(window.location.pathname + window.location.search));
  }, [mustSignIn]);
  return mustSignIn;
}
