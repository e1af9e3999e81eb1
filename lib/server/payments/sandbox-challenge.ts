import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { sandboxPayments as payments } from "../db/schema";
import { formatMinor } from "@/lib/booking/trip-format";
import { formatLocaleOf } from "@/lib/i18n/format-locale";
import { loadMessages } from "@/lib/i18n/load-messages";
import { directionOf, localeSegment, resolveLocale, type Locale } from "@/lib/i18n/locales";
import type PaymentMessages from "@/messages/parts/payment/en.json";

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

/**
 * The page's words in the traveller's language (the site's language cookie, else the agency's),
 * and its amount written as the agency's region writes it (format-locale.ts).
 */
export interface ChallengeLanguage {
  language: Locale;
  formatLocale: string;
}

export function challengeLanguage(
  agency: { defaultLanguage: string; country: string | null },
  cookie: string | undefined,
): ChallengeLanguage {
  const language = resolveLocale(localeSegment(null, cookie), agency.defaultLanguage);
  return { language, formatLocale: formatLocaleOf(language, agency.country) };
}

async function translator(language: Locale) {
  const { createTranslator } = await import("next-intl");
  const messages = (await loadMessages(language)) as typeof PaymentMessages;
  return createTranslator({ locale: language, messages, namespace: "BankChallenge" });
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

function page(status: number, language: string, title: string, body: string): Response {
  const dir = directionOf(language as Locale);
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">
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

export async function challengeNotFoundPage(lang: ChallengeLanguage): Promise<Response> {
  const t = await translator(lang.language);
  return page(
    404,
    lang.language,
    t("notFoundTitle"),
    `<h1>${escape(t("notFoundTitle"))}</h1><p>${escape(t("notFoundBody"))}</p>`,
  );
}

/** The bank's page for payment `id` of the agency, or the not-found page. */
export async function challengePage(
  agencyId: string,
  id: string,
  requestUrl: string,
  lang: ChallengeLanguage,
): Promise<Response> {
  const c = await findChallenge(agencyId, id);
  if (!c) return challengeNotFoundPage(lang);
  const t = await translator(lang.language);
  if (c.status !== "requires_action") {
    return page(
      200,
      lang.language,
      t("doneTitle"),
      `<h1>${escape(t("doneTitle"))}</h1><p>${escape(t("doneBody"))}</p>
<div class="actions"><a class="button" href="${escape(returnUrlFor(c, requestUrl))}">${escape(t("continue"))}</a></div>`,
    );
  }
  const card = t("cardEnding", { brand: brandName(c.brand), last4: c.last4 });
  return page(
    200,
    lang.language,
    t("title"),
    `<h1 id="title">${escape(t("heading"))}</h1>
<p>${escape(t("intro"))}</p>
<dl><dt>${escape(t("amount"))}</dt><dd dir="ltr">${escape(formatMinor({ amountMinor: c.amountMinor, currency: c.currency }, lang.formatLocale))}</dd>
<dt>${escape(t("card"))}</dt><dd>${escape(card)}</dd></dl>
<form method="post" aria-labelledby="title"><div class="actions">
<button type="submit" name="outcome" value="approve">${escape(t("approve"))}</button>
<button type="submit" name="outcome" value="fail">${escape(t("fail"))}</button>
</div></form>`,
  );
}
