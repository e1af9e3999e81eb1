/**
 * One of the server processes of the multi-process booking test: `BUYERS` guests at once each
 * quote and book the same offer through the real route handlers, on the shared PostgreSQL
 * database. Prints the statuses and error codes as one JSON line.
 */
import { bookingBody, cardToken, createQuote, placeBooking, type Browser } from "./booking";
import { VIAJES } from "./hosts";

const buyers = Number(process.env.BUYERS ?? 50);
const offerId = process.env.OFFER_ID!;
const stay = JSON.parse(process.env.STAY!);

const results = await Promise.all(
  Array.from({ length: buyers }, async () => {
    const browser: Browser = { cookie: "" };
    const q = await createQuote(VIAJES, browser, offerId, stay);
    const r =
      q.status === 201
        ? await placeBooking(
            VIAJES,
            browser,
            bookingBody(q.body.id as string, await cardToken(VIAJES)),
          )
        : q;
    return { status: r.status, code: r.body.code ?? null, reference: r.body.reference ?? null };
  }),
);
console.log(JSON.stringify(results));
process.exit(0);
