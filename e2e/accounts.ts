import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { url } from "./fixtures";

export const DEMO_PASSWORD = "Horizon-Demo-2026";
// Where scripts/e2e-server.ts keeps the mail of the pass it serves.
const MAIL_DIR = path.join(
  process.cwd(),
  ".data",
  process.env.E2E_DATABASE_URL ? "e2e-postgres" : "e2e",
  "mail",
);

/** The newest message the site sent to `to` through SMTP, waiting for it to arrive. */
export async function latestMail(to: string, subject: RegExp) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(MAIL_DIR)
          .filter((f) => f.endsWith(`-${to}.eml`))
          .sort()
          .reverse();
      } catch {
        return [];
      }
    })();
    for (const f of files) {
      const mail = await simpleParser(readFileSync(path.join(MAIL_DIR, f)));
      if (subject.test(mail.subject ?? "")) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Signs in through the API from a page of the agency's site (so the browser resolves the
 * *.localhost host and sends the Origin), as the login form would.
 */
export async function signInByApi(page: Page, email: string, host = "demo.localhost") {
  await page.goto(url(host, "/api/agency"));
  const status = await page.evaluate(
    async ([e, p]) =>
      (
        await fetch("/api/user/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: e, password: p }),
        })
      ).status,
    [email, DEMO_PASSWORD],
  );
  if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status}`);
}

/**
 * Gives the signed-in demo user of `page` English again as their saved language: a test that
 * changes a shared demo account's language must not leave the tests after it in another one
 * (their sign-in would open in it).
 */
export async function restoreEnglish(page: Page) {
  const status = await page.evaluate(
    async () => (await fetch("/api/user/changeLanguage/en")).status,
  );
  if (status !== 200) throw new Error(`the language was not restored: ${status}`);
}
