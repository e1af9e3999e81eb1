import "server-only";
import { parse as parseCookies, serialize, type CookieSerializeOptions } from "cookie";
import * as z from "zod";
import { currentRequestId, log } from "../log/log";
import { permissionsOf, type Permission } from "@/lib/auth/permissions";
import type { ApiKeyScope } from "@/lib/contract/api-keys";
import type { ProductId } from "@/lib/contract/products";
import { commonHeaders } from "@/lib/contract/common";
import type { ErrorResponse } from "@/lib/contract/errors";
import { resolveAgencyFromHost, tenancyOptionsFromEnv } from "@/lib/tenancy/host";
import { findAgency, type AgencyRow } from "../agency/agency";
import { followAgencyChanges } from "../agency/changes";
import { requireOfferedProduct } from "../agency/products";
import {
  apiKeyUser,
  authenticateApiKey,
  bearerApiKey,
  type ApiKeyPrincipal,
} from "../auth/api-keys";
import { ACCESS_TOKEN_COOKIE, sessionFromToken, type AuthSession } from "../auth/session";
import { ApiError } from "../errors";
import { isDatabaseUnavailable } from "../db/unavailable";
import { JSON_BODY_LIMIT, readJson, refuseImpureText } from "./body";
import { isAllowedOrigin } from "./origin";

/**
 * What every API route starts from (the JSON routes of api-route.ts and the raw ones alike): the
 * common headers checked, cross-site state changes refused, the agency the host names, the
 * permission the route needs, and the request's body, query, cookies and session, each parsed at
 * this boundary so a bad one is a 4xx before any work is done. No string of the query, the path
 * or a JSON body may hold U+0000 or a lone surrogate (lib/contract/common.ts): whatever a route's
 * schema says, such a request is a 400 here, before PostgreSQL could refuse it with a 500.
 */

export const SOMETHING_WENT_WRONG = "Something went wrong.";

export interface RequestContext {
  request: Request;
  agency: AgencyRow;
  /** The dynamic segments of the route. */
  params: Record<string, string>;
  /**
   * The JSON body parsed with `schema`, read through the route's size limit: a 413 once the body
   * passes it, a 400 with the first problem when it does not parse.
   */
  body<S extends z.ZodType>(schema: S): Promise<z.output<S>>;
  /** The query string parsed with `schema`; a 400 with the first problem otherwise. */
  query<S extends z.ZodType>(schema: S): z.output<S>;
  /** The signed-in session, or null when there is none; a 401 for a token that is not valid. */
  session(): Promise<AuthSession | null>;
  /** The signed-in session; a 401 when there is none. */
  requireSession(): Promise<AuthSession>;
  cookie(name: string): string | undefined;
  /** A cookie for the response, whatever the handler answers. */
  setCookie(name: string, value: string, options: CookieSerializeOptions): void;
  /** The response status when it is not 200 (JSON routes). */
  status: number;
}

export interface RouteOptions {
  /** The inactive agency's own data stays readable so that clients can show the blocking modal. */
  allowInactive?: boolean;
  /**
   * For calls authenticated by a token in their body alone (server to server): no cookie is
   * involved, so there is no cross-site forgery to refuse.
   */
  withoutOrigin?: boolean;
  /** Signed in with this permission, or a 401 / 403 before the handler runs. */
  permission?: Permission;
  /** The most a JSON body may weigh, in bytes (JSON_BODY_LIMIT unless said). */
  bodyLimit?: number;
  /**
   * An API key with this scope may make the call (`Authorization: Bearer wl_…`, in place of a
   * session and of `permission`). A key on a call without it, or without the scope, is a 403.
   */
  apiKeyScope?: ApiKeyScope;
  /** The call belongs to this booking product: a 404 while the agency does not offer it. */
  product?: ProductId;
}

export type NextRouteContext = { params?: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Bad request";
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** The agency a request's host names, or null for a host that names none. */
export async function requestAgency(request: Request): Promise<AgencyRow | null> {
  const ref = resolveAgencyFromHost(
    request.headers.get("host") ?? new URL(request.url).host,
    tenancyOptionsFromEnv(),
  );
  followAgencyChanges();
  return ref ? findAgency(ref) : null;
}

/** The token of a request: the `x-access-token` cookie, or the header for separate-origin clients. */
function requestToken(request: Request): string | undefined {
  return (
    parseCookies(request.headers.get("cookie") ?? "")[ACCESS_TOKEN_COOKIE] ||
    request.headers.get("x-access-token") ||
    undefined
  );
}

/** A permission's refusal, said in words a user of the page understands. */
function forbidden(permission: Permission): ApiError {
  const [area, what] = permission.split(".") as [string, string];
  const subject = area === "settings" ? `${what} settings` : area;
  return new ApiError("forbidden", `Your role does not give you access to ${subject}.`);
}

export interface OpenedContext {
  ctx: RequestContext;
  /** The Set-Cookie values the handler asked for. */
  cookies: string[];
}

/** Checks a request and builds its context; every refusal is an ApiError. */
export async function openContext(
  request: Request,
  next: NextRouteContext | undefined,
  options: RouteOptions,
): Promise<OpenedContext> {
  const headers = commonHeaders.safeParse({
    "x-session-id": request.headers.get("x-session-id") ?? undefined,
    timezone: request.headers.get("timezone") ?? undefined,
  });
  if (!headers.success) {
    throw new ApiError("badRequest", headers.error.issues[0]?.message ?? "Bad request");
  }
  // Every string of the query and the path, whether or not the route parses it with a schema
  // (some read the URL themselves). Headers need no check: a Headers value is a byte string that
  // refuses U+0000, so neither it nor a surrogate can reach one.
  const url = new URL(request.url);
  for (const [name, value] of url.searchParams) refuseImpureText({ [name]: value });
  const rawParams = (await next?.params) ?? {};
  const params = Object.fromEntries(
    Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
  );
  refuseImpureText(params);
  // A key travels in a header no other site can make a browser send: no forgery to refuse.
  const key = bearerApiKey(request);
  if (
    STATE_CHANGING.has(request.method) &&
    !options.withoutOrigin &&
    !key &&
    !isAllowedOrigin(request)
  ) {
    throw new ApiError("crossSite", "Cross-site request refused");
  }

  const agency = await requestAgency(request);
  if (!agency) throw new ApiError("agencyNotFound", "Agency not found!");
  if (agency.status === "Inactive" && !options.allowInactive) {
    throw new ApiError("agencyInactive", "Agency is inactive");
  }
  let apiKey: ApiKeyPrincipal | null = null;
  if (key) {
    apiKey = await authenticateApiKey(agency.id, key);
    if (!options.apiKeyScope || !apiKey.scopes.includes(options.apiKeyScope)) {
      throw new ApiError("forbidden", "This API key's scopes do not cover this call.");
    }
  }
  if (options.product) await requireOfferedProduct(agency, options.product);

  const requestCookies = parseCookies(request.headers.get("cookie") ?? "");
  const cookies: string[] = [];
  let session: Promise<AuthSession | null> | undefined;
  const ctx: RequestContext = {
    request,
    agency,
    params,
    status: 200,
    async body(schema) {
      const parsed = schema.safeParse(
        await readJson(request, options.bodyLimit ?? JSON_BODY_LIMIT),
      );
      if (!parsed.success) throw new ApiError("badRequest", firstIssue(parsed.error));
      return parsed.data;
    },
    query(schema) {
      const parsed = schema.safeParse(Object.fromEntries(url.searchParams.entries()));
      if (!parsed.success) throw new ApiError("badRequest", firstIssue(parsed.error));
      return parsed.data;
    },
    session() {
      session ??= (async () => {
        if (apiKey) return { id: `api-key:${apiKey.id}`, user: apiKeyUser(agency.id, apiKey) };
        const token = requestToken(request);
        if (!token) return null;
        const found = await sessionFromToken(agency.id, token);
        if (found === "invalid") {
          throw new ApiError("sessionEnded", "Your session has ended. Please sign in again.");
        }
        return found;
      })();
      return session;
    },
    async requireSession() {
      const found = await ctx.session();
      if (!found) throw new ApiError("unauthorized", "Please sign in.");
      return found;
    },
    cookie: (name) => requestCookies[name],
    setCookie(name, value, opts) {
      cookies.push(serialize(name, value, opts));
    },
  };

  // A key's scope stands for the permission (checked above).
  if (options.permission && !apiKey) {
    const { user } = await ctx.requireSession();
    if (!permissionsOf(user).has(options.permission)) throw forbidden(options.permission);
  }
  return { ctx, cookies };
}

/** An error body with its status (and `Retry-After` when it says when to come back); never cached. */
export function errorJson(error: ApiError): Response {
  const requestId = currentRequestId();
  const body: ErrorResponse = {
    message: error.message,
    code: error.code,
    ...(requestId ? { requestId } : {}),
  };
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (error.retryAfterSeconds !== undefined) {
    headers["retry-after"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  }
  return Response.json(body, { status: error.status, headers });
}

/**
 * What a failure answers: an ApiError as it is; the database not answering a 503 with
 * Retry-After; anything else a 500, with the detail only logged.
 */
export function failureResponse(request: Request, error: unknown): Response {
  if (error instanceof ApiError) return errorJson(error);
  log.error("api call failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    error,
  });
  if (isDatabaseUnavailable(error)) {
    return errorJson(
      new ApiError("unavailable", "The service is briefly unavailable. Please try again.", {
        retryAfterSeconds: 5,
      }),
    );
  }
  return errorJson(new ApiError("internal", SOMETHING_WENT_WRONG));
}
