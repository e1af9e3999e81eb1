import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { agencies, paymentEvents, payments } from "@/lib/server/db/schema";
import { movePayment, type PaymentRow } from "@/lib/server/payments/record";

/**
 * A payment's move and the event that records it (lib/server/payments/record.ts): written together
 * or not at all, whether or not the caller is in a transaction.
 */

let agencyId: string;

beforeAll(async () => {
  const db = await getDb();
  const [demo] = await db.select().from(agencies).where(eq(agencies.subdomain, "demo"));
  agencyId = demo!.id;
});

async function newPayment(): Promise<PaymentRow> {
  const db = await getDb();
  const [row] = await db
    .insert(payments)
    .values({
      agencyId,
      purpose: "topup",
      method: "card",
      gateway: "sandbox",
      status: "pending",
      amountMinor: 12_500,
      currency: "EUR",
    })
    .returning();
  return row!;
}

async function eventsOf(paymentId: string) {
  const db = await getDb();
  return db
    .select({
      kind: paymentEvents.kind,
      fromStatus: paymentEvents.fromStatus,
      toStatus: paymentEvents.toStatus,
      detail: paymentEvents.detail,
      agencyId: paymentEvents.agencyId,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.id));
}

const statusOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, id));
  return row!.status;
};

describe("movePayment", () => {
  it("moves the payment, sets what the move sets, and records the move with it", async () => {
    const payment = await newPayment();
    const db = await getDb();
    const moved = await movePayment(db, {
      payment,
      from: "pending",
      to: "authorised",
      reason: "the gateway authorised it",
      set: { gatewayRef: "pi_test_1", cardBrand: "visa", cardLast4: "4242" },
    });
    expect(moved).toMatchObject({
      id: payment.id,
      status: "authorised",
      gatewayRef: "pi_test_1",
      cardLast4: "4242",
      amountMinor: 12_500,
    });
    expect(moved!.updatedAt).toBeInstanceOf(Date);
    expect(await eventsOf(payment.id)).toEqual([
      {
        kind: "move",
        fromStatus: "pending",
        toStatus: "authorised",
        detail: "the gateway authorised it",
        agencyId,
      },
    ]);
  });

  it("changes nothing and records nothing when the payment has left the status already", async () => {
    const payment = await newPayment();
    const db = await getDb();
    await movePayment(db, { payment, from: "pending", to: "authorised" });
    // A second process's move from the status this one left: too late.
    expect(await movePayment(db, { payment, from: "pending", to: "failed" })).toBeNull();
    expect(await statusOf(payment.id)).toBe("authorised");
    expect((await eventsOf(payment.id)).map((e) => e.toStatus)).toEqual(["authorised"]);
  });

  it("keeps a refusal on the payment and says it in the event", async () => {
    const payment = await newPayment();
    const db = await getDb();
    const failed = await movePayment(db, {
      payment,
      from: "pending",
      to: "failed",
      failure: { code: "cardDeclined", message: "The card was declined." },
    });
    expect(failed).toMatchObject({
      failureCode: "cardDeclined",
      failureMessage: "The card was declined.",
    });
    expect(await eventsOf(payment.id)).toMatchObject([
      { toStatus: "failed", detail: "cardDeclined: The card was declined." },
    ]);
  });

  it("in a transaction that rolls back, leaves neither the move nor its event", async () => {
    const payment = await newPayment();
    const db = await getDb();
    const rollback = new Error("rolled back on purpose");
    await expect(
      db.transaction(async (tx) => {
        expect(await movePayment(tx, { payment, from: "pending", to: "voided" })).toMatchObject({
          status: "voided",
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await statusOf(payment.id)).toBe("pending");
    expect(await eventsOf(payment.id)).toEqual([]);
  });

  it("refuses a move the state machine does not allow, writing nothing", async () => {
    const payment = await newPayment();
    const db = await getDb();
    await expect(movePayment(db, { payment, from: "pending", to: "refunded" })).rejects.toThrow(
      /not allowed/,
    );
    expect(await statusOf(payment.id)).toBe("pending");
    expect(await eventsOf(payment.id)).toEqual([]);
  });
});
