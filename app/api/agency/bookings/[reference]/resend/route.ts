import { resendResponse } from "@/lib/contract/agency-bookings";
import { resendBookingMail } from "@/lib/server/bookings/staff";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * POST /api/agency/bookings/{reference}/resend: queues the booking's confirmation email again
 * (its cancellation once cancelled); 202, as the outbox sends it.
 */
export const POST = apiRoute(
  resendResponse,
  async (ctx) => {
    const sent = await resendBookingMail(ctx.agency, ctx.params.reference!);
    ctx.status = 202;
    return sent;
  },
  { permission: "bookings.read" },
);
