import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail } from "@/lib/server/mail/transport";
import { getDb } from "@/lib/server/db/client";
import { agencies, outbox } from "@/lib/server/db/schema";
import {
  drainOutbox,
  enqueueMail,
  MAX_ATTEMPTS,
  registerMailKind,
  startOutboxSender,
  stopOutboxSender,
} from "@/lib/server/mail/outbox";

// Sent mail lands as .eml files here (no SMTP_URL): the test reads what was really rendered.
const mailDir = mkdtempSync(path.join(tmpdir(), "outbox-test-"));
process.env.MAIL_OUTBOX_DIR = mailDir;
delete process.env.SMTP_URL;

async function sentMail(subject: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all(
    readdirSync(mailDir).map((f) => simpleParser(readFileSync(path.join(mailDir, f)))),
  );
  return parsed.filter((m) => m.subject === subject);
}

function mail(subject: string): Mail {
  return {
    to: "guest@example.test",
    from: "Demo <no-reply@demo.travel.invalid>",
    subject,
    text: `${subject}\n`,
    html: `<p>${subject}</p>`,
    attachments: [{ filename: "note.txt", content: "attached", contentType: "text/plain" }],
  };
}

const rows = async (kind: string) =>
  (await getDb()).select().from(outbox).where(eq(outbox.kind, kind));

/** A little after the database's clock, so rows it just stamped with now() are due. */
const later = (ms = 0) => new Date(Date.now() + 5_000 + ms);
const MIN = 60_000;

let agencyId: string;
beforeAll(async () => {
  const [agency] = await (await getDb()).select({ id: agencies.id }).from(agencies).limit(1);
  agencyId = agency!.id;
});
afterAll(() => stopOutboxSender());

describe("mail outbox", () => {
  it("sends nothing when the transaction that enqueued it rolls back", async () => {
    let rendered = 0;
    registerMailKind("test.rollback", async () => {
      rendered++;
      return mail("rolled back");
    });
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { agencyId, kind: "test.rollback", payload: { n: 1 } });
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    await drainOutbox({ now: later() });
    expect(await rows("test.rollback")).toEqual([]);
    expect(rendered).toBe(0);
    expect(await sentMail("rolled back")).toEqual([]);
  });

  it("retries with exponential backoff and sends on the third attempt", async () => {
    let calls = 0;
    registerMailKind("test.flaky", async (payload, forAgency) => {
      calls++;
      expect(payload).toEqual({ reference: "ABCD2345" });
      expect(forAgency).toBe(agencyId);
      if (calls <= 2) throw new Error("connect failed to smtp://user:s3cret@mail.example.test");
      return mail("flaky but sent");
    });
    const db = await getDb();
    await db.transaction((tx) =>
      enqueueMail(tx, { agencyId, kind: "test.flaky", payload: { reference: "ABCD2345" } }),
    );
    const t0 = later();

    expect(await drainOutbox({ now: t0 })).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await rows("test.flaky");
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toContain("connect failed");
    expect(row!.lastError).not.toContain("s3cret");
    expect(row!.nextAttemptAt.getTime()).toBe(t0.getTime() + MIN);

    // Not due before its first minute is up.
    expect(await drainOutbox({ now: new Date(t0.getTime() + MIN - 1000) })).toMatchObject({
      sent: 0,
      failed: 0,
    });
    expect(calls).toBe(1);

    const t1 = new Date(t0.getTime() + MIN);
    expect(await drainOutbox({ now: t1 })).toMatchObject({ sent: 0, failed: 1 });
    [row] = await rows("test.flaky");
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row!.nextAttemptAt.getTime()).toBe(t1.getTime() + 2 * MIN);

    await drainOutbox({ now: new Date(t1.getTime() + 2 * MIN - 1000) });
    expect(calls).toBe(2);

    const t2 = new Date(t1.getTime() + 2 * MIN);
    expect(await drainOutbox({ now: t2 })).toMatchObject({ sent: 1, failed: 0 });
    [row] = await rows("test.flaky");
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row!.sentAt?.getTime()).toBe(t2.getTime());

    // Sent once, with its attachment; never again.
    await drainOutbox({ now: new Date(t2.getTime() + 24 * 60 * MIN) });
    expect(calls).toBe(3);
    const sent = await sentMail("flaky but sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments.map((a) => a.filename)).toEqual(["note.txt"]);
  });

  it("sends a message once however many senders drain at the same time", async () => {
    let calls = 0;
    registerMailKind("test.once", async () => {
      calls++;
      return mail("exactly once");
    });
    await enqueueMail(await getDb(), { agencyId, kind: "test.once", payload: {} });
    const now = later();
    const results = await Promise.all(Array.from({ length: 6 }, () => drainOutbox({ now })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(calls).toBe(1);
    expect(await sentMail("exactly once")).toHaveLength(1);
  });

  it("gives up after the last attempt and keeps the row with its error", async () => {
    registerMailKind("test.broken", async () => {
      throw new Error("template missing");
    });
    await enqueueMail(await getDb(), { agencyId, kind: "test.broken", payload: {} });
    let gaveUp = 0;
    // Two hours apart: past the longest backoff (one hour) every time.
    for (let i = 0; i < MAX_ATTEMPTS + 3; i++) {
      gaveUp += (await drainOutbox({ now: later(i * 120 * MIN) })).gaveUp;
    }
    const [row] = await rows("test.broken");
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row!.lastError).toBe("template missing");
    expect(gaveUp).toBe(1);
  });

  it("drains in the background once started, and starting twice is harmless", async () => {
    registerMailKind("test.background", async () => mail("from the background"));
    startOutboxSender(50);
    startOutboxSender(50);
    await enqueueMail(await getDb(), { agencyId, kind: "test.background", payload: {} });
    const deadline = Date.now() + 5_000;
    while ((await rows("test.background"))[0]?.sentAt == null) {
      if (Date.now() > deadline) throw new Error("the background sender sent nothing");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stopOutboxSender();
    expect(await sentMail("from the background")).toHaveLength(1);
  });
});
