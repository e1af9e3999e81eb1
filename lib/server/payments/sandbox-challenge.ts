import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { sandboxPayments as payments } from "../db/schema";

/**
 * The sandbox's 3-D Secure challenge: the "bank's" page where the traveller approves or fails a
 * payment that asked for it, as a real issuer's page would, on the agency's own host.
 */

export type ChallengeOutcome = "approve" | "fail";

interface Challenge {
  id: string;
  status: string;
  amountMinor: number;
  currency: string;
  brand: string;
  last4: string;
  returnUrl: string;
}

async function findChallenge(agencyId: string, id: string): Promise<Challenge | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      brand: payments.brand,
      last4: payments.last4,
      returnUrl: payments.returnUrl,
    })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.agencyId, agencyId)));
  return row;
}

/**
 * Settles the challenge once: approve moves it to authorised, fail to failed. A second answer
 * changes nothing. The URL to send the traveller back to, or null for no such payment.
 */
export async function completeChallenge(
  agencyId: string,
  id: string,
  outcome: ChallengeOutcome,
  requestUrl: string,
): Promise<string | null> {
  const db = await getDb();
  const approved = outcome === "approve";
  const [row] = await db
    .update(payments)
    .set({
      status: approved ? "authorised" : "failed",
      failureCode: approved ? null : "paymentFailed",
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.agencyId, agencyId),
        eq(payments.status, "requires_action"),
      ),
    )
    .returning({ id: payments.id, returnUrl: payments.returnUrl });
  const payment = row ?? (await findChallenge(agencyId, id));
  return payment ? returnUrlFor(payment, requestUrl) : null;
}

/** The payment's return URL with `payment=<id>`, a relative one resolved on this host. */
function returnUrlFor(payment: { id: string; returnUrl: string }, requestUrl: string): string {
  const url = new URL(payment.returnUrl, requestUrl);
  url.searchParams.set("payment", payment.id);
  return url.toString();
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function money(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat("en", { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

function brandName(brand: string): string {
  if (brand === "amex") return "American Express";
  return brand.charAt(0).toUpperCase() + brand.slice(1).replace(/-/g, " ");
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#475569}dd{margin:0;font-weight:600}p{color:#334155}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button,a.button{flex:1;font:inherit;font-weight:600;padding:.75rem 1rem;border-radius:.5rem;border:2px solid #0f172a;cursor:pointer;text-align:center}
button[value=approve],a.button{background:#0f172a;color:#fff;text-decoration:none}button[value=fail]{background:#fff;color:#0f172a}
:focus-visible{outline:3px solid #2563eb;outline-offset:3px}`;

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      "x-content-type-options": "nosniff",
    },
  });
}

export function challengeNotFoundPage(): Response {
  return page(
    404,
    "Payment not found",
    `<h1>Payment not found</h1><p>There is no payment to authenticate at this address.</p>`,
  );
}

/** The bank's page for payment `id` of the agency, or the not-found page. */
export async function challengePage(
  agencyId: string,
  id: string,
  requestUrl: string,
): Promise<Response> {
  const c = await findChallenge(agencyId, id);
  if (!c) return challengeNotFoundPage();
  if (c.status !== "requires_action") {
    return page(
      200,
      "Authentication complete",
      `<h1>Authentication complete</h1><p>This payment needs nothing more from you.</p>
<div class="actions"><a class="button" href="${escape(returnUrlFor(c, requestUrl))}">Continue</a></div>`,
    );
  }
  const card = `${brandName(c.brand)} ending in ${c.last4}`;
  return page(
    200,
    "3-D Secure: confirm your payment",
    `<h1 id="title">Confirm your payment</h1>
<p>Your bank asks you to confirm this payment. This is the sandbox gateway's test bank: no real money moves.</p>
<dl><dt>Amount</dt><dd>${escape(money(c.amountMinor, c.currency))}</dd>
<dt>Card</dt><dd>${escape(card)}</dd></dl>
<form method="post" aria-labelledby="title"><div class="actions">
<button type="submit" name="outcome" value="approve">Approve</button>
<button type="submit" name="outcome" value="fail">Fail</button>
</div></form>`,
  );
}
