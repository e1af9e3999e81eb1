"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { HTTPError, type ResponsePromise } from "ky";
import type * as z from "zod";
import type {
  BookingListResponse,
  BookingRequest,
  BookingView,
  QuoteRequest,
  QuoteResponse,
} from "@/lib/contract/booking";
import type { Client, newClient } from "@/lib/contract/clients";
import { api } from "../client";
import { queryKeys } from "../query-keys";
import { randomSessionId } from "../session";

type NewClient = z.input<typeof newClient>;

/**
 * The booking API of DESIGN §9 for the browser. Its answers are taken as the booking contract
 * types them: the server parsed each against that contract before sending it (apiRoute), so the
 * browser loads neither the contract nor zod for them (on the checkout they were its longest
 * tasks, as the search answers were on the results pages: issue 26).
 */
function answer<T>(request: ResponsePromise): Promise<T> {
  return request.json<T>();
}

/** The HTTP status of a failed call, or null for a network failure or anything else. */
function statusOf(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/**
 * A new Idempotency-Key. `crypto.randomUUID` exists only in secure contexts and a custom domain
 * may be plain HTTP, so the session module's getRandomValues UUID stands in there.
 */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : randomSessionId();
}

const withToken = (token: string | null | undefined) =>
  token ? { searchParams: { token } } : undefined;

// Quotes.

export const quoteKey = queryKeys.quote;

/**
 * A quote as the checkout sees it. Expired and missing quotes are answers, not failures: they
 * are states the page shows (and the shared query cache would toast a failure).
 */
export type QuoteState =
  { kind: "open"; quote: QuoteResponse } | { kind: "expired" } | { kind: "missing" };

/** Holds the offer: the server prices it again, holds the room and locks the exchange rate. */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteRequest) =>
      answer<QuoteResponse>(api().post("api/checkout/quotes", { json: input })),
    onSuccess: (quote) => {
      const state: QuoteState = { kind: "open", quote };
      queryClient.setQueryData(quoteKey(quote.id), state);
    },
  });
}

/** A quote made earlier (after a reload or a language change), without holding again. */
export function useQuote(id: string | null) {
  return useQuery({
    queryKey: quoteKey(id ?? ""),
    enabled: id !== null,
    queryFn: async (): Promise<QuoteState> => {
      try {
        const quote = await answer<QuoteResponse>(
          api().get(`api/checkout/quotes/${encodeURIComponent(id!)}`),
        );
        return { kind: "open", quote };
      } catch (error) {
        const status = statusOf(error);
        if (status === 410) return { kind: "expired" };
        // Another session's quote, or one the server no longer has: the page holds again.
        if (status === 403 || status === 404) return { kind: "missing" };
        throw error;
      }
    },
    // The quote changes only through what this page does; the countdown is local.
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * PATCH /api/checkout/quotes/{id}: the same quote (same hold, same expiry) priced in another
 * currency at today's rate (a currency change on the flight checkout, SPEC §4).
 */
export function usePatchQuoteCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, currency }: { id: string; currency: string }) =>
      answer<QuoteResponse>(
        api().patch(`api/checkout/quotes/${encodeURIComponent(id)}`, { json: { currency } }),
      ),
    onSuccess: (quote) => {
      const state: QuoteState = { kind: "open", quote };
      queryClient.setQueryData(quoteKey(quote.id), state);
    },
  });
}

/**
 * DELETE /api/checkout/quotes/{id}: the checkout was left, its hold given back (the server keeps
 * it when a booking is under way on it). Nothing to say when it fails: the hold lapses.
 */
export async function releaseQuote(id: string): Promise<void> {
  try {
    await api().delete(`api/checkout/quotes/${encodeURIComponent(id)}`);
  } catch {
    // Already ended, or the network is gone: the hold ends with its time.
  }
}

// The payment gateway lives in payment-gateway.ts (the module-events host reads it without the
// booking calls); its importers here keep their path.
export { usePaymentGateway, type PaymentGateway } from "./payment-gateway";

// Bookings.

export const bookingKey = (reference: string) => ["booking", reference] as const;

function cacheBooking(queryClient: QueryClient, booking: BookingView) {
  queryClient.setQueryData(bookingKey(booking.reference), booking);
  void queryClient.invalidateQueries({ queryKey: ["bookings"] });
}

/**
 * Books and pays a quote. The caller owns the Idempotency-Key: the same key for a retry of the
 * same attempt (the server then answers the first result again), a new one for a new attempt.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      idempotencyKey,
    }: {
      request: BookingRequest;
      idempotencyKey: string;
    }) =>
      answer<BookingView>(
        api().post("api/bookings", {
          json: request,
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: (booking) => cacheBooking(queryClient, booking),
  });
}

/** After the 3-D Secure return: the server asks the gateway and finishes the booking. */
export function useCompleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reference,
      token,
      idempotencyKey,
    }: {
      reference: string;
      token: string | null;
      idempotencyKey: string;
    }) =>
      answer<BookingView>(
        api().post(`api/bookings/${encodeURIComponent(reference)}/complete`, {
          // A guest's link token travels in the body, as for cancelling.
          json: token ? { token } : {},
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: (booking) => cacheBooking(queryClient, booking),
  });
}

/**
 * One booking, or null when the caller may not see it (the API answers 404 then, for bookings
 * that do not exist and other people's alike). `token` is the guest link's.
 */
export function useBooking(reference: string | null, token: string | null, enabled = true) {
  return useQuery({
    queryKey: bookingKey(reference ?? ""),
    enabled: enabled && !!reference,
    queryFn: async (): Promise<BookingView | null> => {
      try {
        return await answer<BookingView>(
          api().get(`api/bookings/${encodeURIComponent(reference!)}`, withToken(token)),
        );
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 403) return null;
        throw error;
      }
    },
  });
}

export type TripsWhen = "upcoming" | "past" | "cancelled" | "all";

/** The signed-in user's bookings, a page at a time. */
export function useBookings(when: TripsWhen, enabled = true) {
  return useInfiniteQuery({
    queryKey: ["bookings", when],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      answer<BookingListResponse>(
        api().get("api/bookings", { searchParams: { when, page: pageParam }, signal }),
      ),
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** Cancels at the refund the traveller was shown (a 409 when the policy now gives another). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reference,
      token,
      expectedRefundMinor,
      idempotencyKey,
    }: {
      reference: string;
      token: string | null;
      expectedRefundMinor: number;
      idempotencyKey: string;
    }) =>
      answer<BookingView>(
        api().post(`api/bookings/${encodeURIComponent(reference)}/cancel`, {
          json: { expectedRefundMinor, ...(token ? { token } : {}) },
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: (booking) => cacheBooking(queryClient, booking),
  });
}

/**
 * POST /api/bookings/{reference}/balance: pays a deposit sale's balance by card (a gateway token)
 * or, for an agent, from the agency wallet. One Idempotency-Key per attempt the traveller makes:
 * pressing Pay again after no answer is the same request, and charges once.
 */
export function usePayBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reference,
      token,
      payment,
      idempotencyKey,
    }: {
      reference: string;
      token: string | null;
      payment: { method: "card"; token: string } | { method: "wallet" };
      idempotencyKey: string;
    }) =>
      answer<BookingView>(
        api().post(`api/bookings/${encodeURIComponent(reference)}/balance`, {
          json: { payment, ...(token ? { token } : {}) },
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: (booking) => cacheBooking(queryClient, booking),
  });
}

/** A guest's lookup by reference and the lead guest's last name. */
export function useBookingLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reference: string; lastName: string }) =>
      answer<BookingView>(api().post("api/bookings/lookup", { json: input })),
    onSuccess: (booking) => queryClient.setQueryData(bookingKey(booking.reference), booking),
  });
}

/** Where a booking's document downloads from (the same auth as the booking, or its token). */
export function documentUrl(
  reference: string,
  document: "voucher.pdf" | "calendar.ics",
  token: string | null,
): string {
  const base = process.env.NEXT_PUBLIC_API_BASE_URL || "/";
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return `${base.replace(/\/?$/, "/")}api/bookings/${encodeURIComponent(reference)}/${document}${query}`;
}

/** The `token` of a booking's signed guest link, when the API gave one. */
export function guestLinkToken(guestLink: string | null): string | null {
  if (!guestLink) return null;
  try {
    return new URL(guestLink, "http://x.invalid").searchParams.get("token");
  } catch {
    return null;
  }
}

// An agent's clients.

export type { Client } from "@/lib/contract/clients";

/** An agent's clients matching `q` (GET /api/clients?q=). */
export function useClients(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ["clients", q],
    enabled,
    queryFn: async ({ signal }): Promise<Client[]> => {
      const [{ clientsResponse }, body] = await Promise.all([
        import("@/lib/contract/clients"),
        api()
          .get("api/clients", { searchParams: q ? { q } : {}, signal })
          .json(),
      ]);
      return clientsResponse.parse(body).clients;
    },
    staleTime: 30_000,
  });
}

/** A new client (POST /api/clients), answered as the client. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewClient): Promise<Client> => {
      const [{ client }, body] = await Promise.all([
        import("@/lib/contract/clients"),
        api().post("api/clients", { json: input }).json(),
      ]);
      return client.parse(body);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["clients"] }),
  });
}
