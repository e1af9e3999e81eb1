import "server-only";
import { parse as parseCookies, serialize, type CookieSerializeOptions } from "cookie";
import { z } from "zod";
import { commonHeaders } from "@/lib/contract/common";
import { resolveAgencyFromHost, tenancyOptionsFromEnv } from "@/lib/tenancy/host";
import { findAgency, type AgencyRow } from "../agency/agency";
import { followAgencyChanges } from "../agency/changes";
import { ACCESS_TOKEN_COOKIE, sessionFromToken, type AuthSession } from "../auth/session";
import { ApiError } from "./api-error";
import { isAllowedOrigin } from "./origin";

export { ApiError };
export const SOMETHING_WENT_WRONG = "Something went wrong.";

export function jsonError(status: number, message: string, code?: string): Response {
  return Response.json(code ? { message, code } : { message }, {
    status,
    headers: { "cache-control": "no-store" },
  });
}

export interface RouteContext {
  request: Request;
  agency: AgencyRow;
  /** The dynamic segments of the route. */
  params: Record<string, string>;
  /** The JSON body parsed with `schema`; a 400 with the first problem otherwise. */
  body<S extends z.ZodType>(schema: S): Promise<z.output<S>>;
  /** The query string parsed with `schema`; a 400 with the first problem otherwise. */
  query<S extends z.ZodType>(schema: S): z.output<S>;
  /** The signed-in session, or null when there is none; a 401 for a token that is not valid. */
  session(): Promise<AuthSession | null>;
  /** The signed-in session; a 401 when there is none. */
  requireSession(): Promise<AuthSession>;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, options: CookieSerializeOptions): void;
  /** The response status when it is not 200. */
  status: number;
}

interface Options {
  /** The inactive agency's own data stays readable so that clients can show the blocking modal. */
  allowInactive?: boolean;
  /**
   * For calls authenticated by a token in their body alone (server to server): no cookie is
   * involved, so there is no cross-site forgery to refuse.
   */
  withoutOrigin?: boolean;
}

type NextRouteContext = { params?: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Bad request";
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** The agency a request's host names, or an error response for a host that names none. */
export async function requestAgency(request: Request): Promise<AgencyRow | null> {
  const ref = resolveAgencyFromHost(
    request.headers.get("host") ?? new URL(request.url).host,
    tenancyOptionsFromEnv(),
  );
  followAgencyChanges();
  return ref ? findAgency(ref) : null;
}

/** The token of a request: the `x-access-token` cookie, or the header for separate-origin clients. */
export function requestToken(request: Request): string | undefined {
  return (
    parseCookies(request.headers.get("cookie") ?? "")[ACCESS_TOKEN_COOKIE] ||
    request.headers.get("x-access-token") ||
    undefined
  );
}

/**
 * Wraps a route handler: parses the common headers, refuses cross-site state changes, resolves
 * the agency from the host, checks the output against its contract (so no field outside the
 * contract can leave), and turns failures into `{ message }` errors: 4xx for the client's
 * mistakes, 500 with the detail only in the server log.
 */
export function apiRoute<S extends z.ZodType>(
  contract: S,
  handler: (ctx: RouteContext) => Promise<z.input<S>>,
  options: Options = {},
) {
  return async (request: Request, next?: NextRouteContext): Promise<Response> => {
    try {
      const headers = commonHeaders.safeParse({
        "x-session-id": request.headers.get("x-session-id") ?? undefined,
        timezone: request.headers.get("timezone") ?? undefined,
      });
      if (!headers.success)
        return jsonError(400, headers.error.issues[0]?.message ?? "Bad request");
      if (
        STATE_CHANGING.has(request.method) &&
        !options.withoutOrigin &&
        !isAllowedOrigin(request)
      ) {
        return jsonError(403, "Cross-site request refused");
      }

      const agency = await requestAgency(request);
      if (!agency) return jsonError(404, "Agency not found!");
      if (agency.status === "Inactive" && !options.allowInactive) {
        return jsonError(403, "Agency is inactive");
      }

      const rawParams = (await next?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const cookies = parseCookies(request.headers.get("cookie") ?? "");
      const setCookies: string[] = [];
      let session: Promise<AuthSession | null> | undefined;
      const ctx: RouteContext = {
        request,
        agency,
        params,
        status: 200,
        async body(schema) {
          let json: unknown;
          try {
            json = await request.json();
          } catch {
            throw new ApiError(400, "The request body must be JSON");
          }
          const parsed = schema.safeParse(json);
          if (!parsed.success) throw new ApiError(400, firstIssue(parsed.error));
          return parsed.data;
        },
        query(schema) {
          const parsed = schema.safeParse(
            Object.fromEntries(new URL(request.url).searchParams.entries()),
          );
          if (!parsed.success) throw new ApiError(400, firstIssue(parsed.error));
          return parsed.data;
        },
        session() {
          session ??= (async () => {
            const token = requestToken(request);
            if (!token) return null;
            const found = await sessionFromToken(agency.id, token);
            if (found === "invalid")
              throw new ApiError(401, "Your session has ended. Please sign in again.");
            return found;
          })();
          return session;
        },
        async requireSession() {
          const found = await ctx.session();
          if (!found) throw new ApiError(401, "Please sign in.");
          return found;
        },
        cookie: (name) => cookies[name],
        setCookie(name, value, opts) {
          setCookies.push(serialize(name, value, opts));
        },
      };

      const body = contract.parse(await handler(ctx));
      const response = Response.json(body, {
        status: ctx.status,
        headers: { "cache-control": "no-store" },
      });
      for (const c of setCookies) response.headers.append("set-cookie", c);
      return response;
    } catch (error) {
      if (error instanceof ApiError) return jsonError(error.status, error.message, error.code);
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return jsonError(500, SOMETHING_WENT_WRONG);
    }
  };
}
