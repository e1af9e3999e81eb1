/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for integration and end-to-end tests of
 * single sign-on. Its one interaction is a small email-only sign-in form; consent is given
 * automatically, so a test (or a browser) only ever fills in "Email" and presses "Sign in".
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type InteractionDetails } from "oidc-provider";
import { createMemoryAdapter } from "oidc-provider/lib/adapters/memory_adapter.js";

export interface DevClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface DevAccount {
  sub: string;
  /** Omit it to test a provider that gives no email; the form then takes the `sub` instead. */
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface DevProvider {
  /** `http://127.0.0.1:<port>`, the value for `agency_identity_providers.issuer`. */
  issuer: string;
  close(): Promise<void>;
}

const SCOPES = "openid email profile";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Dev identity provider</title></head>
<body><main>${body}</main></body>
</html>`);
}

function loginForm(res: ServerResponse, uid: string, email = "", error?: string) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="email-error"' : "";
  page(
    res,
    error ? 401 : 200,
    "Sign in",
    `<h1>Sign in</h1>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}"${invalid}>
${error ? `<p id="email-error" role="alert">${escapeHtml(error)}</p>` : ""}
<button type="submit">Sign in</button>
</form>`,
  );
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

export async function startDevProvider(options: {
  /** 0 picks a free port. */
  port: number;
  clients: DevClient[];
  accounts: DevAccount[];
}): Promise<DevProvider> {
  // The issuer must name the port, so listen first and create the provider once it is known.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const bySub = new Map(options.accounts.map((a) => [a.sub, a]));
  const byEmail = new Map(
    options.accounts.filter((a) => a.email).map((a) => [a.email!.toLowerCase(), a]),
  );
  // A fresh signing key per start: nothing outlives the process, and oidc-provider's built-in
  // development keys would print a warning.
  const jwk = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    format: "jwk",
  });

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: options.clients.map((c) => ({ ...c, grant_types: ["authorization_code"] })),
    jwks: { keys: [{ ...jwk, kid: "dev", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    // Put the profile and email claims in the ID token too, so a client needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const a = bySub.get(sub);
      if (!a) return undefined;
      return {
        accountId: a.sub,
        async claims() {
          const name = [a.given_name, a.family_name].filter(Boolean).join(" ");
          return { ...a, ...(name ? { name } : {}) };
        },
      };
    },
    // Explicit values silence oidc-provider's "you SHOULD change this" notices.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 600,
      Session: 3600,
    },
    clientBasedCORS: () => false,
    async renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = "html";
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>Sign-in error</h1>${Object.entries(
        out,
      )
        .map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`)
        .join("")}</main></body></html>`;
    },
  });
  const callback = provider.callback();

  /** Grants every requested scope: a dev provider has no consent screen. */
  async function finish(
    req: IncomingMessage,
    res: ServerResponse,
    details: InteractionDetails,
    accountId: string,
  ) {
    const grant =
      (details.grantId && (await provider.Grant.find(details.grantId))) ||
      new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(SCOPES);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: false },
    );
  }

  handle = async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const match = url.pathname.match(/^\/interaction\/([\w-]+)(\/login)?$/);
    if (!match) return void callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== match[1]) throw new Error("interaction mismatch");
      if (!match[2] && req.method === "GET") {
        // Signed in already (another client of this provider): only consent is missing.
        if (details.prompt.name !== "login" && details.session?.accountId) {
          return await finish(req, res, details, details.session.accountId);
        }
        return loginForm(res, details.uid);
      }
      if (match[2] && req.method === "POST") {
        const email = (await formBody(req)).get("email")?.trim() ?? "";
        // An account without email (to test that case) is chosen by typing its subject instead.
        const account = byEmail.get(email.toLowerCase()) ?? bySub.get(email);
        if (!account) return loginForm(res, details.uid, email, "No account has this email.");
        return await finish(req, res, details, account.sub);
      }
      res.writeHead(405).end();
    } catch (error) {
      // A missing or expired interaction cookie: start again from the site.
      page(
        res,
        400,
        "Sign-in expired",
        `<h1>Sign-in expired</h1><p>${escapeHtml(String(error))}</p>`,
      );
    }
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
