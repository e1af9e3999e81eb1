/**
 * What the end-to-end server runs beside the site: a real SMTP server that keeps every message
 * it receives as an .eml file for the tests to read, and a real OpenID provider configured as
 * the demo agency's single sign-on.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { closeDb, getDb } from "../../lib/server/db/client";
import * as t from "../../lib/server/db/schema";
import { startDevProvider } from "./oidc-dev-provider";

export const E2E_SSO_ACCOUNT = {
  sub: "sso-user-1",
  email: "sso.traveller@horizon-sso.test",
  email_verified: true,
  given_name: "Sofia",
  family_name: "Sanders",
};

export async function startMailSink(port: number, dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(path.join(dir, `${Date.now()}-${++count}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}` };
}

export async function startSsoForDemo(oidcPort: number, sitePort: number) {
  const client = { client_id: "horizon-e2e", client_secret: "horizon-e2e-secret" };
  const provider = await startDevProvider({
    port: oidcPort,
    clients: [
      {
        ...client,
        redirect_uris: [`http://demo.localhost:${sitePort}/api/auth/oidc/sso/callback`],
      },
    ],
    accounts: [E2E_SSO_ACCOUNT],
  });
  const db = await getDb();
  const [demo] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
  await db
    .insert(t.agencyIdentityProviders)
    .values({
      agencyId: demo!.id,
      slug: "sso",
      kind: "sso",
      displayName: "Horizon Staff SSO",
      issuer: provider.issuer,
      clientId: client.client_id,
      clientSecret: client.client_secret,
    })
    .onConflictDoNothing();
  await db.update(t.agencies).set({ isSsoEnabled: true }).where(eq(t.agencies.id, demo!.id));
  await closeDb();
}
