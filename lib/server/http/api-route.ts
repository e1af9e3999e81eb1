import "server-only";
import type * as z from "zod";
import { requestIdOf, withRequestId } from "../log/log";
import {
  failureResponse,
  openContext,
  type NextRouteContext,
  type RequestContext,
  type RouteOptions,
} from "./request-context";

export type { RequestContext as RouteContext, RouteOptions };

/**
 * A JSON route: the request context (request-context.ts), then the handler, whose answer is
 * checked against its contract (so no field outside the contract can leave), then `{ message,
 * code }` errors: 4xx for the client's mistakes, 500 with the detail only in the server log.
 */
export function apiRoute<S extends z.ZodType>(
  contract: S,
  handler: (ctx: RequestContext) => Promise<z.input<S>>,
  options: RouteOptions = {},
) {
  return identified(async (request: Request, next?: NextRouteContext): Promise<Response> => {
    try {
      const { ctx, cookies } = await openContext(request, next, options);
      const body = contract.parse(await handler(ctx));
      const response = Response.json(body, {
        status: ctx.status,
        headers: { "cache-control": "no-store" },
      });
      for (const c of cookies) response.headers.append("set-cookie", c);
      return response;
    } catch (error) {
      return failureResponse(request, error);
    }
  });
}

/**
 * A route that answers with its own Response (a redirect, an image, a webhook's raw body): the
 * same context and error handling as `apiRoute`, and the cookies it set added to its answer.
 */
export function rawRoute(
  handler: (ctx: RequestContext) => Promise<Response>,
  options: RouteOptions = {},
) {
  return identified(async (request: Request, next?: NextRouteContext): Promise<Response> => {
    try {
      const { ctx, cookies } = await openContext(request, next, options);
      const response = await handler(ctx);
      for (const c of cookies) response.headers.append("set-cookie", c);
      return response;
    } catch (error) {
      return failureResponse(request, error);
    }
  });
}

/**
 * Each call gets its id (log/log.ts): on every line logged while it runs, in its error body and in
 * its `X-Request-Id` header, so a user's "reference of the error" finds the server's lines.
 */
function identified(
  route: (request: Request, next?: NextRouteContext) => Promise<Response>,
): (request: Request, next?: NextRouteContext) => Promise<Response> {
  return async (request, next) => {
    const requestId = requestIdOf(request);
    const response = await withRequestId(requestId, () => route(request, next));
    try {
      response.headers.set("x-request-id", requestId);
      return response;
    } catch {
      // A redirect's headers cannot change: the same answer, with the id.
      const copy = new Response(response.body, response);
      copy.headers.set("x-request-id", requestId);
      return copy;
    }
  };
}
