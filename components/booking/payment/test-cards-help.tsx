"use client";

import { useTranslations } from "next-intl";

/**
 * The test numbers the sandbox gateway (and Stripe in test mode) knows, so that anyone trying the
 * site can take every payment path. Kept in step with lib/server/payments/sandbox-cards.ts.
 */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "testCards.succeeds" },
  { number: "4000 0000 0000 0002", outcome: "testCards.declined" },
  { number: "4000 0000 0000 9995", outcome: "testCards.insufficientFunds" },
  { number: "4000 0000 0000 0069", outcome: "testCards.expiredCard" },
  { number: "4000 0000 0000 0127", outcome: "testCards.incorrectCvc" },
  { number: "4000 0027 6000 3184", outcome: "testCards.challenge" },
] as const;

export function TestCardsHelp() {
  const t = useTranslations("Payment");
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">{t("testCards.title")}</summary>
      <p className="mt-2 text-slate-600">{t("testCards.intro")}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {TEST_CARDS.map((card) => (
          <div key={card.number} className="contents">
            <dt>
              <code dir="ltr" className="font-mono">
                {card.number}
              </code>
            </dt>
            <dd>{t(card.outcome)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
