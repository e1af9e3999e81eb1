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
  // The database handle opens here, before the first request, as it would once the background
  // jobs ran: whichever bundle opens it first, every bundle then shares it (DESIGN §8), so a
  // mismatch between bundles shows on every start rather than after a minute of idling.
  const { getDb } = await import("./lib/server/db/client");
  await getDb();
  const { registerAgentMails } = await import("./lib/server/agents/invitations");
  registerAgentMails();
  const { registerSupportMails } = await import("./lib/server/support/mail");
  registerSupportMails();
  const { registerPayRequestMails } = await import("./lib/server/pay-requests/pay-requests");
  registerPayRequestMails();
  const { registerProposalMails } = await import("./lib/server/proposals/mail");
  registerProposalMails();
  const { startBookingServices, stopBookingServices } =
    await import("./lib/server/bookings/services");
  startBookingServices();
  // What scripts/serve.mjs calls once a stop has drained the requests in flight.
  (globalThis as Record<symbol, unknown>)[Symbol.for("travel.shutdown")] = stopBookingServices;
}
