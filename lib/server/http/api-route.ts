import "server-only";
import type { z } from "zod";
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
  return async (request: Request, next?: NextRouteContext): Promise<Response> => {
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
  };
}

/**
 * A route that answers with its own Response (a redirect, an image, a webhook's raw body): the
 * same context and error handling as `apiRoute`, and the cookies it set added to its answer.
 */
export function rawRoute(
  handler: (ctx: RequestContext) => Promise<Response>,
  options: RouteOptions = {},
) {
  return async (request: Request, next?: NextRouteContext): Promise<Response> => {
    try {
      const { ctx, cookies } = await openContext(request, next, options);
      const response = await handler(ctx);
      for (const c of cookies) response.headers.append("set-cookie", c);
      return response;
    } catch (error) {
      return failureResponse(request, error);
    }
  };
}
