import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  GET as challengeGet,
  POST as challengePost,
} from "@/app/api/payments/sandbox/challenge/[id]/route";
import { POST as tokens } from "@/app/api/payments/sandbox/tokens/route";
import { seal } from "@/lib/server/crypto/seal";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import type { ApiError } from "@/lib/server/errors";
import type { AuthoriseRequest, Gateway } from "@/lib/server/payments/gateway";
import { gatewayById, gatewayFor } from "@/lib/server/payments/gateways";
import { sandboxGateway, setSandboxOutage } from "@/lib/server/payments/sandbox";
import { DEMO, VIAJES } from "../support/hosts";
import { capturedLog } from "../support/log";
import { send } from "../support/http";

const TOKENS = "/api/payments/sandbox/tokens";
const RETURN_URL = `http://${DEMO}/booknow/hotels/checkout?step=pay`;
const year = new Date().getFullYear() + 2;
const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: year,
  cvc: "987",
  name: "Ada Lovelace",
});

let demoId = "";
let viajesId = "";
let gateway: Gateway;

beforeAll(async () => {
  const agencies = await (await getDb()).select().from(t.agencies);
  demoId = agencies.find((a) => a.subdomain === "demo")!.id;
  viajesId = agencies.find((a) => a.subdomain === "viajes")!.id;
  gateway = sandboxGateway("", demoId);
});

afterEach(() => setSandboxOutage(false));

async function tokenFor(number: string, host = DEMO): Promise<string> {
  const r = await send(tokens, host, TOKENS, { body: card(number) });
  expect(r.status).toBe(201);
  return r.body.token as string;
}

function authorisation(token: string, over: Partial<AuthoriseRequest> = {}): AuthoriseRequest {
  return {
    agencyId: demoId,
    token,
    amountMinor: 12_345,
    currency: "EUR",
    reference: "TESTREF1",
    returnUrl: RETURN_URL,
    idempotencyKey: `test-${randomUUID()}`,
    ...over,
  };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => "resolved",
    (e: unknown) => e,
  );
  expect(outcome).toHaveProperty("code");
  return outcome as ApiError;
}

/** A payment authorised (4242…) for `amountMinor`, by the demo agency's gateway. */
async function authorised(amountMinor = 10_000): Promise<string> {
  const result = await gateway.authorise(
    authorisation(await tokenFor("4242424242424242"), { amountMinor }),
  );
  expect(result.status).toBe("authorised");
  return result.gatewayRef;
}

describe("POST /api/payments/sandbox/tokens", () => {
  it("answers 201 with a one-use token and never keeps or logs the number", async () => {
    let r!: Awaited<ReturnType<typeof send>>;
    let bad!: Awaited<ReturnType<typeof send>>;
    const logged = await capturedLog(async () => {
      r = await send(tokens, DEMO, TOKENS, { body: card("4242 4242 4242 4242") });
      bad = await send(tokens, DEMO, TOKENS, {
        body: { ...card("4242424242424242"), cvc: "98" },
      });
    });

    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["brand", "expiresAt", "last4", "token"]);
    expect(r.body).toMatchObject({ brand: "visa", last4: "4242" });
    expect(r.body.token).toMatch(/^tok_[\w-]{24}$/);
    const minutes = (Date.parse(r.body.expiresAt as string) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(bad.status).toBe(400);
    for (const text of [JSON.stringify(r.body), JSON.stringify(bad.body), JSON.stringify(logged)]) {
      expect(text).not.toMatch(/4242\s?4242\s?4242/);
    }
    const [row] = await (
      await getDb()
    )
      .select()
      .from(t.sandboxCardTokens)
      .where(eq(t.sandboxCardTokens.id, r.body.token as string));
    expect(JSON.stringify(row)).not.toContain("424242424242");
    expect(row).toMatchObject({
      agencyId: demoId,
      last4: "4242",
      expMonth: 12,
      expYear: year,
      usedAt: null,
    });
  });

  it.each([
    ["a number that fails the Luhn check", { number: "4242424242424241" }, /card number/],
    ["an expiry in the past", { expMonth: 1, expYear: new Date().getFullYear() - 1 }, /expiry/],
    [
      "a CVC of the wrong length for the brand",
      { number: "378282246310005", cvc: "987" },
      /security code/,
    ],
  ])("refuses %s with 400 invalid", async (_, over, message) => {
    const r = await send(tokens, DEMO, TOKENS, { body: { ...card("4242424242424242"), ...over } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid");
    expect(r.body.message).toMatch(message);
  });

  it("refuses a malformed body with 400 and a huge one with 413", async () => {
    for (const body of [
      "{not json",
      { ...card("4242424242424242"), extra: 1 },
      { number: "4242424242424242" },
    ]) {
      const r = await send(tokens, DEMO, TOKENS, { body });
      expect([r.status, r.body.code]).toEqual([400, "badRequest"]);
    }
    const huge = JSON.stringify({ ...card("4242424242424242"), name: "x".repeat(2_000_000) });
    const r = await send(tokens, DEMO, TOKENS, { body: huge });
    expect([r.status, r.body.code]).toEqual([413, "payloadTooLarge"]);
  });
});

describe("sandbox authorisation", () => {
  it("authorises 4242… and answers a 3-D Secure card with its challenge", async () => {
    const ok = await gateway.authorise(authorisation(await tokenFor("4242424242424242")));
    expect(ok).toMatchObject({ status: "authorised", cardBrand: "visa", cardLast4: "4242" });
    expect(ok.gatewayRef).toMatch(/^pay_/);
    expect(await gateway.retrieve(ok.gatewayRef)).toEqual({ status: "authorised" });

    const challenged = await gateway.authorise(authorisation(await tokenFor("4000002760003184")));
    expect(challenged).toMatchObject({ status: "requires_action", cardLast4: "3184" });
    expect(challenged.status === "requires_action" && challenged.challengeUrl).toBe(
      `/api/payments/sandbox/challenge/${challenged.gatewayRef}`,
    );
  });

  it.each([
    ["4000000000000002", "cardDeclined", "Your card was declined."],
    ["4000000000009995", "insufficientFunds", "Your card has insufficient funds."],
    ["4000000000000069", "expiredCard", "Your card has expired."],
    ["4000000000000127", "incorrectCvc", "Your card's security code is incorrect."],
  ])("refuses %s with 402 %s, the same again for the same key", async (number, code, message) => {
    const request = authorisation(await tokenFor(number));
    for (let i = 0; i < 2; i++) {
      const error = await refusal(gateway.authorise(request));
      expect([error.code, error.status, error.message]).toEqual([code, 402, message]);
    }
  });

  it("uses a token once: the same key gets the same payment, another key is refused", async () => {
    const token = await tokenFor("4242424242424242");
    const first = authorisation(token);
    const a = await gateway.authorise(first);
    expect((await gateway.authorise(first)).gatewayRef).toBe(a.gatewayRef);
    const reuse = await refusal(gateway.authorise(authorisation(token)));
    expect([reuse.code, reuse.status]).toEqual(["paymentFailed", 402]);
    expect(reuse.message).toMatch(/token was already used/);
    // The same key for another amount is a mistake of the caller, never a second payment.
    expect((await refusal(gateway.authorise({ ...first, amountMinor: 1 }))).code).toBe(
      "idempotencyMismatch",
    );
  });

  it("refuses an unknown, an expired and another agency's token", async () => {
    expect((await refusal(gateway.authorise(authorisation("tok_nope")))).message).toMatch(
      /token is not valid/,
    );
    const expired = await tokenFor("4242424242424242");
    await (
      await getDb()
    )
      .update(t.sandboxCardTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.sandboxCardTokens.id, expired));
    expect((await refusal(gateway.authorise(authorisation(expired)))).message).toMatch(
      /token has expired/,
    );
    const theirs = await tokenFor("4242424242424242", VIAJES);
    const other = await refusal(gateway.authorise(authorisation(theirs)));
    expect([other.code, other.message]).toEqual(["paymentFailed", expect.stringMatching(/token/)]);
    // Theirs was not used up by the attempt.
    const viajes = sandboxGateway("", viajesId);
    expect((await viajes.authorise(authorisation(theirs, { agencyId: viajesId }))).status).toBe(
      "authorised",
    );
  });

  it("makes exactly one payment for 50 concurrent calls with the same key", async () => {
    const key = `concurrent-${randomUUID()}`;
    const token = await tokenFor("4242424242424242");
    const others = await Promise.all(Array.from({ length: 4 }, () => tokenFor("4242424242424242")));
    const calls = Array.from({ length: 50 }, (_, i) =>
      gateway.authorise(
        authorisation(i % 10 === 9 ? others[i % 4]! : token, { idempotencyKey: key }),
      ),
    );
    const results = await Promise.all(calls);
    expect(new Set(results.map((r) => r.gatewayRef)).size).toBe(1);
    const db = await getDb();
    const rows = await db
      .select()
      .from(t.sandboxPayments)
      .where(like(t.sandboxPayments.idempotencyKey, `%:${key}`));
    expect(rows).toHaveLength(1);
  });

  it("answers 502 gatewayUnavailable while the gateway is down", async () => {
    const token = await tokenFor("4242424242424242");
    setSandboxOutage(true);
    const error = await refusal(gateway.authorise(authorisation(token)));
    expect([error.code, error.status]).toEqual(["gatewayUnavailable", 502]);
    setSandboxOutage(false);
    expect((await gateway.authorise(authorisation(token))).status).toBe("authorised");
  });
});

describe("sandbox 3-D Secure challenge page", () => {
  async function challenge(): Promise<string> {
    const r = await gateway.authorise(authorisation(await tokenFor("4000002760003184")));
    expect(r.status).toBe("requires_action");
    return r.gatewayRef;
  }
  const path = (id: string) => `/api/payments/sandbox/challenge/${id}`;
  const answer = (id: string, outcome: string, host = DEMO) =>
    send(challengePost, host, path(id), {
      params: { id },
      body: `outcome=${outcome}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("shows the bank's page, and approving sends the traveller back authorised, once", async () => {
    const id = await challenge();
    const page = await send(challengeGet, DEMO, path(id), { method: "GET", params: { id } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = String(page.body);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("€123.45");
    expect(html).toContain("3184");
    expect(html).toMatch(/<form method="post"[^>]*>/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="approve">Approve<\/button>/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="fail">Fail<\/button>/);

    const r = await answer(id, "approve");
    expect(r.status).toBe(303);
    const back = new URL(r.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`http://${DEMO}/booknow/hotels/checkout`);
    expect(back.searchParams.get("step")).toBe("pay");
    expect(back.searchParams.get("payment")).toBe(id);
    expect(await gateway.retrieve(id)).toEqual({ status: "authorised" });

    expect((await answer(id, "fail")).status).toBe(303);
    expect(await gateway.retrieve(id)).toEqual({ status: "authorised" });
  });

  it("speaks the traveller's language, the amount written as the agency's region writes it", async () => {
    const id = await challenge();
    const page = await send(challengeGet, DEMO, path(id), {
      method: "GET",
      params: { id },
      headers: { cookie: "pll_language=es" },
    });
    const html = String(page.body);
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain("Confirma tu pago");
    expect(html).toMatch(/value="approve">Aprobar<\/button>/);
    expect(html).toContain("terminada en 3184");
    // Horizon is a US agency: Spanish in the United States writes euros as es-US does.
    const euros = new Intl.NumberFormat("es-US", { style: "currency", currency: "EUR" });
    expect(html).toContain(euros.format(123.45));
    const spain = new Intl.NumberFormat("es", { style: "currency", currency: "EUR" });
    expect(html).not.toContain(spain.format(123.45));
  });

  it("failing the challenge fails the payment", async () => {
    const id = await challenge();
    expect((await answer(id, "fail")).status).toBe(303);
    expect(await gateway.retrieve(id)).toEqual({
      status: "failed",
      code: "paymentFailed",
      message: "3-D Secure authentication failed.",
    });
  });

  it("is not found on another agency's host, for an unknown id or a bad outcome", async () => {
    const id = await challenge();
    const theirs = await send(challengeGet, VIAJES, path(id), { method: "GET", params: { id } });
    expect(theirs.status).toBe(404);
    expect(String(theirs.body)).not.toContain("3184");
    expect((await answer(id, "approve", VIAJES)).status).toBe(404);
    expect(await gateway.retrieve(id)).toEqual({ status: "requires_action" });
    const unknown = await send(challengeGet, DEMO, path("pay_unknown"), {
      method: "GET",
      params: { id: "pay_unknown" },
    });
    expect(unknown.status).toBe(404);
    expect((await answer(id, "maybe")).status).toBe(400);
  });
});

describe("sandbox capture, void and refund", () => {
  it("captures once for the same key, and never more than authorised", async () => {
    const ref = await authorised(10_000);
    await gateway.capture(ref, 10_000, "cap-1");
    await gateway.capture(ref, 10_000, "cap-1");
    expect(await gateway.retrieve(ref)).toEqual({ status: "captured", capturedMinor: 10_000 });
    expect((await refusal(gateway.capture(ref, 10_000, "cap-2"))).code).toBe("conflict");
    const [row] = await (
      await getDb()
    )
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.id, ref));
    expect(Object.keys(row!.operations as object)).toEqual(["cap-1"]);

    const other = await authorised(10_000);
    expect((await refusal(gateway.capture(other, 10_001, "cap-3"))).code).toBe("conflict");
    expect(await gateway.retrieve(other)).toEqual({ status: "authorised" });
  });

  it("refunds up to what was captured, in total, each key once", async () => {
    const ref = await authorised(10_000);
    await gateway.capture(ref, 8_000, "cap");
    const first = await gateway.refund(ref, 5_000, "ref-1");
    expect(first).toMatch(/^re_/);
    expect(await gateway.refund(ref, 5_000, "ref-1")).toBe(first);
    const beyond = await refusal(gateway.refund(ref, 3_001, "ref-2"));
    expect([beyond.code, beyond.status]).toEqual(["conflict", 409]);
    await gateway.refund(ref, 3_000, "ref-3");
    expect((await refusal(gateway.refund(ref, 1, "ref-4"))).code).toBe("conflict");
    const [row] = await (
      await getDb()
    )
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.id, ref));
    expect([row!.capturedMinor, row!.refundedMinor]).toEqual([8_000, 8_000]);
  });

  it("voids an authorisation, refuses to void a captured payment and to capture a voided one", async () => {
    const captured = await authorised();
    await gateway.capture(captured, 10_000, "cap");
    const voidCaptured = await refusal(gateway.void(captured, "void-1"));
    expect([voidCaptured.code, voidCaptured.status]).toEqual(["conflict", 409]);
    expect(await gateway.retrieve(captured)).toEqual({ status: "captured", capturedMinor: 10_000 });

    const held = await authorised();
    await gateway.void(held, "void-2");
    await gateway.void(held, "void-2");
    expect(await gateway.retrieve(held)).toEqual({ status: "voided" });
    expect((await refusal(gateway.capture(held, 10_000, "cap-after-void"))).code).toBe("conflict");
    expect((await refusal(gateway.refund(held, 1, "refund-after-void"))).code).toBe("conflict");
  });
});

describe("gateway choice", () => {
  it("gives each agency its own sandbox account, and Stripe to an agency configured for it", async () => {
    const ref = await authorised();
    const viajes = await gatewayFor(viajesId);
    expect(viajes.id).toBe("sandbox");
    expect((await refusal(viajes.retrieve(ref))).code).toBe("notFound");
    expect(await (await gatewayById("sandbox", demoId)).retrieve(ref)).toEqual({
      status: "authorised",
    });

    const db = await getDb();
    const where = eq(t.agencyPaymentGateways.agencyId, viajesId);
    const [before] = await db.select().from(t.agencyPaymentGateways).where(where);
    try {
      await db
        .update(t.agencyPaymentGateways)
        .set({ provider: "stripe", secretKey: seal("sk_test_51Configured0000") })
        .where(where);
      expect((await gatewayFor(viajesId)).id).toBe("stripe");
      expect((await gatewayById("stripe", viajesId)).id).toBe("stripe");
    } finally {
      await db
        .update(t.agencyPaymentGateways)
        .set({ provider: before!.provider, secretKey: before!.secretKey })
        .where(where);
    }
    expect((await refusal(gatewayById("stripe", viajesId))).code).toBe("gatewayUnavailable");
  });
});
