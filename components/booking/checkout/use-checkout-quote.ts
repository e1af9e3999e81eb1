"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFailure } from "@/lib/api/errors";
import {
  quoteKey,
  type QuoteState,
  releaseQuote,
  useCreateQuote,
  usePatchQuoteCurrency,
  useQuote,
} from "@/lib/api/queries/bookings";
import type { QuoteRequest, QuoteResponse } from "@/lib/contract/booking";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { useProposalGrant } from "@/lib/booking/use-proposal-grant";
import type { ProposalGrant } from "@/lib/contract/proposals";

/** A proposal's option is quoted with the proposal's grant (issue 28). */
const withGrant = (grant: ProposalGrant | null) => (grant ? { proposal: grant } : {});

export type CheckoutQuote =
  | { state: "loading" }
  | { state: "open"; quote: QuoteResponse }
  | { state: "expired" }
  | { state: "soldOut" }
  | { state: "failed"; message: string };

/** Puts the quote's id in the address (or takes it out) without a navigation. */
function setQuoteParam(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set("quote", id);
  else url.searchParams.delete("quote");
  // Next keeps useSearchParams in step with the History API, but not for a state of its own
  // (`window.history.state` carries its `__NA` mark): a null state is synced, its own copied in.
  window.history.replaceState(null, "", url);
}

/** The hold this tab gave back as it left a checkout page (sessionStorage: this tab only). */
const RELEASED_ON_LEAVE = "checkout:released-on-leave";

function rememberReleased(id: string) {
  try {
    window.sessionStorage.setItem(RELEASED_ON_LEAVE, id);
  } catch {
    // Storage refused (private mode): a reload then shows the hold ended, with "Hold again".
  }
}

/** Whether `id` is the hold this tab last gave back on leaving. */
function wasReleased(id: string): boolean {
  try {
    return window.sessionStorage.getItem(RELEASED_ON_LEAVE) === id;
  } catch {
    return false;
  }
}

/**
 * The checkout's quote, for any product. The first visit holds the offer (once per offer, query
 * and currency) and puts `quote=<id>` in the address, so that a reload or a language change (a
 * full reload, SPEC §4) reads the same quote instead of holding a second time. A quote open in
 * another currency than `currency` is re-priced in it (PATCH: the same hold and expiry, at
 * today's rate); only when that fails (the hold ended meanwhile) is the offer held again. Leaving
 * the checkout for another page of the site gives the hold back (a reload keeps it); a product
 * with its own release (a resort's) gives it back as the tab leaves too, and holds afresh when
 * the page comes back on it. A new hold of the same offer replaces the buyer's earlier one on
 * the server.
 *
 * `query` is the product's query as the quote request takes it (a hotel stay, a flight offer
 * query with its seats); the API checks it with the product's schema. `conflictIsSoldOut`: a 409
 * `conflict` means the offer is gone (a hotel's room), not a part of it taken meanwhile (a
 * flight's chosen seat, whose message says which).
 */
export function useCheckoutQuote({
  product,
  offerId,
  query,
  currency,
  conflictIsSoldOut = false,
  enabled,
  release,
}: {
  product: QuoteRequest["product"];
  offerId: string;
  query: unknown;
  currency: string | null;
  conflictIsSoldOut?: boolean;
  enabled: boolean;
  /** The product's own release of an abandoned hold (ProductCheckout.release). */
  release?: (quoteId: string) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  // The open hold to give back when the checkout is left, and how the product gives it back.
  const leaving = useRef<{ id: string | null; timer?: number }>({ id: null });
  const releaseRef = useRef(release);
  useEffect(() => {
    releaseRef.current = release;
  }, [release]);
  // The quote this page just made, until the address (updated without a navigation) says it too.
  const [created, setCreated] = useState<string | null>(null);
  // The quote given up by "Hold again": the address may still name it for a render.
  const [dropped, setDropped] = useState<string | null>(null);
  const address = useSearchParams().get("quote");
  // A proposal's option is quoted with its grant.
  const grant = useProposalGrant();
  // A quote this tab gave back as it left the page (a reload, Back) is no hold to show.
  const releasedOnLeave = useBrowserValue(
    () => !!release && !!address && wasReleased(address),
    false,
  );
  const fromAddress = address !== dropped && !releasedOnLeave ? address : null;
  const quoteId = fromAddress ?? created;
  const create = useCreateQuote();
  const patch = usePatchQuoteCurrency();
  const [patchFailed, setPatchFailed] = useState<string | null>(null);
  const stored = useQuote(quoteId);
  // Bumped by "Hold again": the same offer, stay and currency may then be held once more.
  const [generation, setGeneration] = useState(0);
  const [ended, setEnded] = useState<"expired" | "soldOut" | null>(null);
  const [failure, setFailure] = useState<{
    status: number;
    message: string;
    code?: string;
  } | null>(null);
  const requested = useRef<string | null>(null);

  const storedState = stored.data;
  const storedQuote = storedState?.kind === "open" ? storedState.quote : null;
  const otherCurrency =
    !!storedQuote && currency !== null && storedQuote.price.total.currency !== currency;
  const repriceKey = `${quoteId}:${currency}`;
  const reprice = otherCurrency && storedQuote.status === "open" && patchFailed !== repriceKey;
  const unusable = storedState?.kind === "missing" || (otherCurrency && !reprice);

  // Another currency: the same hold, re-priced (the cached quote becomes the re-priced one).
  const repricing = useRef<string | null>(null);
  useEffect(() => {
    if (!reprice || !quoteId || !currency || repricing.current === repriceKey) return;
    repricing.current = repriceKey;
    patch.mutate({ id: quoteId, currency }, { onError: () => setPatchFailed(repriceKey) });
  }, [reprice, quoteId, currency, repriceKey, patch]);

  useEffect(() => {
    if (!enabled || !query || !currency || ended) return;
    if (quoteId && !unusable) return;
    const key = JSON.stringify([product, offerId, query, currency, generation]);
    if (requested.current === key) return;
    requested.current = key;
    setFailure(null);
    // The unusable quote's id stays until the new one replaces it; the page shows the hold.
    if (quoteId) setQuoteParam(null);
    create.mutate(
      // The product's query is checked by the API against the product's own schema.
      {
        product,
        query,
        offerId,
        currency,
        ...withGrant(grant),
      } as QuoteRequest,
      {
        onSuccess: (quote) => {
          queryClient.setQueryData(quoteKey(quote.id), { kind: "open", quote });
          setCreated(quote.id);
          setQuoteParam(quote.id);
        },
        onError: async (error) => {
          const f = await apiFailure(error);
          setFailure({ status: f.status, message: f.message, code: f.code });
        },
      },
    );
  }, [
    enabled,
    product,
    query,
    currency,
    offerId,
    generation,
    quoteId,
    unusable,
    ended,
    create,
    queryClient,
    grant,
  ]);

  /** Gives up the quote `id` (ended, or released as the tab left) and holds the offer again. */
  const holdAfresh = useCallback((id: string | null) => {
    setEnded(null);
    setFailure(null);
    setGeneration((g) => g + 1);
    setDropped(id);
    setCreated(null);
    setQuoteParam(null);
  }, []);
  const holdAgain = useCallback(() => holdAfresh(quoteId), [holdAfresh, quoteId]);
  // A product with its own release gives the hold back as its time ends, rather than let it lapse.
  const markExpired = useCallback(() => {
    setEnded("expired");
    const id = leaving.current.id;
    if (id && releaseRef.current) void releaseRef.current(id).catch(() => undefined);
  }, []);
  const markSoldOut = useCallback(() => setEnded("soldOut"), []);
  /** Reads the quote again (after the API said its price moved). */
  const refresh = useCallback(() => {
    if (quoteId) void queryClient.invalidateQueries({ queryKey: quoteKey(quoteId) });
  }, [queryClient, quoteId]);

  let result: CheckoutQuote;
  if (ended) result = { state: ended };
  else if (failure) {
    const conflict = !conflictIsSoldOut && failure.code === "conflict";
    result =
      failure.status === 409 && !conflict
        ? { state: "soldOut" }
        : failure.status === 410
          ? { state: "expired" }
          : { state: "failed", message: failure.message };
  } else if (!quoteId || unusable || reprice || create.isPending || !storedState) {
    result = stored.isError
      ? { state: "failed", message: stored.error.message }
      : { state: "loading" };
  } else if (storedState.kind === "expired") result = { state: "expired" };
  else if (storedState.kind === "open") {
    // A quote already booked, released or expired is no hold to pay against.
    result =
      storedState.quote.status === "open"
        ? { state: "open", quote: storedState.quote }
        : { state: "expired" };
  } else result = { state: "loading" };

  // The last quote that was open: the form stays on it (and keeps what was typed) while the
  // hold is renewed, re-quoted in another currency, or has ended.
  const [lastOpen, setLastOpen] = useState<QuoteResponse | null>(null);
  if (result.state === "open" && result.quote !== lastOpen) setLastOpen(result.quote);

  // Leaving the checkout for another page of the site gives the open hold back. The release waits
  // a tick: a remount at once (React's development check) is no leaving.
  const openId = result.state === "open" ? result.quote.id : null;
  useEffect(() => {
    leaving.current.id = openId;
  }, [openId]);
  useEffect(() => {
    const state = leaving.current;
    window.clearTimeout(state.timer);
    return () => {
      state.timer = window.setTimeout(() => {
        if (!state.id) return;
        // Back on this checkout (the browser's Back), the released quote is held afresh.
        queryClient.setQueryData<QuoteState>(quoteKey(state.id), { kind: "missing" });
        void (releaseRef.current ?? releaseQuote)(state.id).catch(() => undefined);
      }, 0);
    };
  }, [queryClient]);

  // A product with its own release gives the hold back as the tab leaves the site too (closed,
  // another site, a reload): the release goes out with `keepalive` as the page hides. The id is
  // kept for the tab, so that this checkout, opened again on that quote (a reload, the browser's
  // Back, the back-forward cache), holds the offer afresh instead of showing it ended.
  useEffect(() => {
    const onHide = () => {
      const id = leaving.current.id;
      const own = releaseRef.current;
      if (!id || !own) return;
      rememberReleased(id);
      void own(id).catch(() => undefined);
    };
    const onShow = (event: PageTransitionEvent) => {
      const id = leaving.current.id;
      if (event.persisted && id && wasReleased(id)) holdAfresh(id);
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
    };
  }, [holdAfresh]);

  return {
    quote: result,
    lastOpen,
    holdAgain,
    markExpired,
    markSoldOut,
    refresh,
    holding: create.isPending,
    /** The currency the open quote is being re-priced in, if it is. */
    repricingTo: reprice ? currency : null,
  };
}
