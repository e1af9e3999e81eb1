/**
 * Next's start-up hook: the booking engine's background work (mail outbox, reconciliation) runs
 * in the Node server process, never on the Edge runtime or in the build.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME !== "nodejs" ||
    process.env.NEXT_PHASE === "phase-production-build"
  ) {
    return;
  }
  const { registerAgentMails } = await import("./lib/server/agents/invitations");
  registerAgentMails();
  const { registerSupportMails } = await import("./lib/server/support/mail");
  registerSupportMails();
  const { registerPayRequestMails } = await import("./lib/server/pay-requests/pay-requests");
  registerPayRequestMails();
  const { startBookingServices } = await import("./lib/server/bookings/services");
  startBookingServices();
}
