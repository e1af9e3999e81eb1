import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendar } from "@/app/api/bookings/[reference]/calendar.ics/route";
import { GET as voucher } from "@/app/api/bookings/[reference]/voucher.pdf/route";
import { POST as lookup } from "@/app/api/bookings/lookup/route";
import { registerBookingServices } from "@/lib/server/bookings/services";
import { drainOutbox } from "@/lib/server/mail/outbox";
import {
  bookingBody,
  cardToken,
  contact,
  createQuote,
  parisStay,
  placeBooking,
  testOffer,
  type Browser,
} from "../support/booking";
import { VIAJES } from "../support/hosts";
import { send } from "../support/http";
import { startMailbox } from "../support/mailbox";

/**
 * What a guest gets after booking: the confirmation email from the outbox with its voucher and
 * calendar file, the same documents from the booking page through the signed link, and the
 * lookup by reference and last name. Nobody else gets them.
 */

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let reference: string;
let guestLink: string;

/** A guest's confirmed booking at Viajes Sol, `from` days ahead, with the request's `extra`. */
async function guestBooking(from: number, extra: Record<string, unknown> = {}) {
  const guest: Browser = { cookie: "" };
  const q = await createQuote(
    VIAJES,
    guest,
    await testOffer("fails-at-cancel"),
    await parisStay(from),
  );
  const r = await placeBooking(
    VIAJES,
    guest,
    bookingBody(q.body.id as string, await cardToken(VIAJES), extra),
  );
  expect(r.status).toBe(201);
  return r;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  registerBookingServices();
  const r = await guestBooking(90);
  reference = r.body.reference as string;
  guestLink = r.body.guestLink as string;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await mailbox.close();
});

const token = () => new URL(guestLink).searchParams.get("token")!;
const get = (handler: typeof voucher, path: string) =>
  send(handler as never, VIAJES, path, { method: "GET", params: { reference } });

describe("booking documents and mail", () => {
  it("emails the lead guest, in the booking's language, with the voucher and the calendar file", async () => {
    // PostgreSQL runs share one database: the other files' booking mails may be queued before
    // this one, more than one drain takes. Send until nothing is left, as the sender would.
    for (let r = await drainOutbox(); r.sent + r.failed > 0; r = await drainOutbox());
    const mail = await mailbox.waitFor("ana.silva@example.com", new RegExp(reference));
    const files = mail.attachments.map((a) => [a.filename, a.contentType]);
    expect(files).toEqual(
      expect.arrayContaining([
        [`voucher-${reference}.pdf`, "application/pdf"],
        [`booking-${reference}.ics`, "text/calendar"],
      ]),
    );
    expect(mail.html).toContain(token());
  }, 90_000);

  it("serves the voucher and the calendar to the signed link, and to nobody without it", async () => {
    const pdf = await get(voucher, `/api/bookings/${reference}/voucher.pdf?token=${token()}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const ics = await get(calendar, `/api/bookings/${reference}/calendar.ics?token=${token()}`);
    expect(ics.status).toBe(200);
    expect(String(ics.body)).toContain("BEGIN:VEVENT");
    expect(String(ics.body)).toContain(reference);
    const stranger = await get(voucher, `/api/bookings/${reference}/voucher.pdf`);
    expect(stranger.status).toBe(404);
    const forged = await get(
      voucher,
      `/api/bookings/${reference}/voucher.pdf?token=${"A".repeat(32)}`,
    );
    expect(forged.status).toBe(404);
  });

  it("finds the booking by reference and last name only", async () => {
    const found = await send(lookup, VIAJES, "/api/bookings/lookup", {
      body: { reference: reference.toLowerCase(), lastName: "silva" },
    });
    expect(found.status).toBe(200);
    expect(found.body.reference).toBe(reference);
    const wrong = await send(lookup, VIAJES, "/api/bookings/lookup", {
      body: { reference, lastName: "Somebody" },
    });
    expect(wrong.status).toBe(404);
    // Close to the name is not the name.
    const near = await send(lookup, VIAJES, "/api/bookings/lookup", {
      body: { reference, lastName: "Silvas" },
    });
    expect(near.status).toBe(404);
  });

  it("finds it whatever the accents, case and spaces of the name typed", async () => {
    const booked = await guestBooking(93, {
      contact: { ...contact, lastName: "Hernández García" },
    });
    for (const lastName of ["hernandez garcia", "HERNÁNDEZ  GARCÍA", " Hernandez García "]) {
      const found = await send(lookup, VIAJES, "/api/bookings/lookup", {
        body: { reference: booked.body.reference, lastName },
      });
      expect([lastName, found.status]).toEqual([lastName, 200]);
    }
  });
});
