import "server-only";
import type { BookingView } from "@/lib/contract/booking";
import { brandOf } from "../../agency/brand";
import { bookingCalendar } from "./calendar";
import { documentFileNames } from "./details";
import { voucherPdf } from "./voucher-pdf";

/**
 * The voucher (a flight's e-ticket itinerary, an activity's tickets) and the calendar file of a
 * booking, as its page downloads them.
 */
export async function bookingDocument(
  kind: "voucher" | "calendar",
  agencyId: string,
  booking: BookingView,
): Promise<Response> {
  const brand = await brandOf(agencyId);
  const headers = { "cache-control": "private, no-store" };
  const names = documentFileNames(booking);
  if (kind === "voucher") {
    const pdf = await voucherPdf(booking, brand, booking.language);
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...headers,
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${names.pdf}"`,
      },
    });
  }
  const ics = await bookingCalendar(booking, brand, booking.language);
  return new Response(ics, {
    headers: {
      ...headers,
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${names.ics}"`,
    },
  });
}
