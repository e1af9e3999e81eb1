"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AgencyBookingsResponse,
  BookingNote,
  ResendResponse,
} from "@/lib/contract/agency-bookings";
import { api } from "../client";

/**
 * The back office's bookings table: one page of the agency's bookings for the filters, order and
 * page in `search` (the page address's query, as the API takes it). The last page stays on screen
 * while the next loads. The contract is loaded with the answer, not with the page.
 */
export function useAgencyBookings(search: string) {
  return useQuery({
    queryKey: ["agency", "bookings", search],
    queryFn: async ({ signal }): Promise<AgencyBookingsResponse> => {
      const [{ agencyBookingsResponse }, body] = await Promise.all([
        import("@/lib/contract/agency-bookings"),
        api().get("api/agency/bookings", { searchParams: search, signal }).json(),
      ]);
      return agencyBookingsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

/** Whom the agent and client filters can choose, once the user is known. */
export function useBookingFilterOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["agency", "bookings", "filter-options"],
    enabled,
    queryFn: async () => {
      const [{ bookingFilterOptions }, body] = await Promise.all([
        import("@/lib/contract/agency-bookings"),
        api().get("api/agency/bookings/filter-options").json(),
      ]);
      return bookingFilterOptions.parse(body);
    },
  });
}

const notesKey = (reference: string) => ["agency", "bookings", reference, "notes"] as const;

/** The staff's internal notes on a booking; only asked for when `enabled` (staff). */
export function useBookingNotes(reference: string, enabled: boolean) {
  return useQuery({
    queryKey: notesKey(reference),
    enabled,
    queryFn: async ({ signal }) => {
      const [{ bookingNotesResponse }, body] = await Promise.all([
        import("@/lib/contract/agency-bookings"),
        api()
          .get(`api/agency/bookings/${encodeURIComponent(reference)}/notes`, { signal })
          .json(),
      ]);
      return bookingNotesResponse.parse(body).notes;
    },
  });
}

export function useAddBookingNote(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<BookingNote> => {
      const [{ bookingNote }, answer] = await Promise.all([
        import("@/lib/contract/agency-bookings"),
        api()
          .post(`api/agency/bookings/${encodeURIComponent(reference)}/notes`, { json: { body } })
          .json(),
      ]);
      return bookingNote.parse(answer);
    },
    onSuccess: (note) =>
      queryClient.setQueryData<BookingNote[]>(notesKey(reference), (notes = []) => [
        ...notes,
        note,
      ]),
  });
}

/** Sends the booking's last email again (confirmation, or cancellation once cancelled). */
export function useResendBookingMail(reference: string) {
  return useMutation({
    mutationFn: async (): Promise<ResendResponse> => {
      const [{ resendResponse }, answer] = await Promise.all([
        import("@/lib/contract/agency-bookings"),
        api()
          .post(`api/agency/bookings/${encodeURIComponent(reference)}/resend`)
          .json(),
      ]);
      return resendResponse.parse(answer);
    },
  });
}
