"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { CardFieldsHandle } from "@/components/booking/payment/card-fields";
import { useRef, useState, type RefObject } from "react";
import { apiFailure } from "@/lib/api/errors";
import { guestLinkToken, newIdempotencyKey, useCreateBooking } from "@/lib/api/queries/bookings";
import { useExchangeRates } from "@/lib/api/queries/exchange-rates";
import type { BookingRequest, QuoteResponse } from "@/lib/contract/booking";
import type { UserProfile } from "@/lib/contract/user";
import { minorDigits } from "@/lib/booking/trip-format";
import {
  challengeReturnPath,
  CONFIRM_PATH,
  confirmationHref,
  keepsAttempt,
  walletCreditsMinor,
  withTokenParam,
} from "./checkout-logic";
import type { CheckoutOutput } from "./checkout-schema";

interface Attempt {
  key: string;
  /** The request without its card token: a retry must send the same body under the same key. */
  fingerprint: string;
  payment: BookingRequest["payment"];
}

/**
 * Paying: tokenise the card, then POST /api/bookings under an Idempotency-Key. A call whose
 * outcome is unknown (no answer) is sent again as it was, under the same key, so it can never
 * book twice; a refusal ends the attempt, and the next try (another card, say) is a new one.
 */
export function usePay({
  quote,
  user,
  cardRef,
  confirmPath = CONFIRM_PATH,
  onExpired,
  onSoldOut,
  onPriceMoved,
}: {
  /** Null while the offer is first held: nothing can be paid yet. */
  quote: QuoteResponse | null;
  /**
   * The product's confirmation page (the hotels' by default), also the 3-D Secure return; one
   * ending in `/:reference` takes the booking's reference there (see confirmationHref).
   */
  confirmPath?: string;
  user: UserProfile | null;
  cardRef: RefObject<CardFieldsHandle | null>;
  onExpired(): void;
  onSoldOut(): void;
  onPriceMoved(): void;
}) {
  const t = useTranslations("Checkout");
  const router = useRouter();
  const create = useCreateBooking();
  const rates = useExchangeRates();
  const attempt = useRef<Attempt | null>(null);
  // Set before anything is awaited: a second click (a double click on Pay) lands before the
  // busy button is drawn, and must not start a second attempt under a key of its own.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  // `focus`: an API answer takes focus; a card field's own error has already focused that field.
  const [error, setError] = useState<{ message: string; focus: boolean } | null>(null);
  const [retryWithAnotherCard, setRetryWithAnotherCard] = useState(false);

  async function run(
    values: CheckoutOutput,
    options: {
      mustAcceptPrice: boolean;
      clientId: string | undefined;
      /** How the rest of the price (after credits) is paid; "none" when nothing is left. */
      payWith: "card" | "wallet" | "none";
    },
  ) {
    if (running.current || !quote) return;
    setError(null);
    setRetryWithAnotherCard(false);
    if (options.mustAcceptPrice) {
      setError({ message: t("acceptPriceFirst"), focus: false });
      // The one thing to do next is the accept button above the form.
      document.getElementById("accept-price")?.focus();
      return;
    }
    const wallet = user?.personal_info.credits ?? null;
    const base = {
      quoteId: quote.id,
      contact: values.contact,
      travellers: values.travellers.map((g, unit) => ({ ...g, unit })),
      ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
      ...(values.answers && Object.keys(values.answers).length ? { answers: values.answers } : {}),
      creditsMinor: walletCreditsMinor({
        quoteMinor: values.creditsMinor,
        quoteCurrency: quote.price.total.currency,
        quoteRate: Number(quote.price.exchangeRate),
        wallet,
        walletRate: wallet ? rates.data?.rates[wallet.currency] : undefined,
        digits: minorDigits,
      }),
      acceptPriceChange: quote.priceChanged,
      acceptTerms: true as const,
      ...(options.clientId ? { clientId: options.clientId } : {}),
      // The server appends `?reference=` (the reference is not known before this call).
      returnPath: challengeReturnPath(confirmPath),
    };
    const fingerprint = JSON.stringify([base, options.payWith]);
    running.current = true;
    setBusy(true);
    let leaving = false;
    try {
      let current = attempt.current;
      if (!current || current.fingerprint !== fingerprint) {
        let payment: BookingRequest["payment"] = {
          method: options.payWith === "wallet" ? "wallet" : "none",
        };
        if (options.payWith === "card") {
          try {
            if (!cardRef.current) throw new Error(t("cardNotReady"));
            payment = { method: "card", token: (await cardRef.current.tokenise()).token };
          } catch (err) {
            const message = err instanceof Error && err.message ? err.message : t("cardNotReady");
            setError({ message, focus: false });
            return;
          }
        }
        current = { key: newIdempotencyKey(), fingerprint, payment };
        attempt.current = current;
      }
      try {
        const booking = await create.mutateAsync({
          request: { ...base, payment: current.payment },
          idempotencyKey: current.key,
        });
        leaving = true;
        if (booking.status === "requires_action" && booking.challengeUrl) {
          // 3-D Secure: the bank's page, which returns to the confirmation page.
          window.location.assign(booking.challengeUrl);
          return;
        }
        const path = confirmationHref(confirmPath, booking.reference);
        router.push(withTokenParam(path, guestLinkToken(booking.guestLink)));
      } catch (err) {
        const failure = await apiFailure(err);
        if (!keepsAttempt(failure)) attempt.current = null;
        if (failure.code === "soldOut") onSoldOut();
        else if (failure.code === "expired" || failure.status === 410) onExpired();
        else if (failure.code === "priceChanged") onPriceMoved();
        setRetryWithAnotherCard(failure.status === 402);
        setError({
          message: failure.status === 0 ? t("networkError") : failure.message,
          focus: true,
        });
      }
    } finally {
      // While the next page loads the button stays busy, so the booking is not sent twice.
      if (!leaving) {
        running.current = false;
        setBusy(false);
      }
    }
  }

  return { run, busy, error, retryWithAnotherCard };
}
