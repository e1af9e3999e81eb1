import "server-only";
import type { z } from "zod";
import { commonHeaders } from "@/lib/contract/common";
import { resolveAgencyFromHost, tenancyOptionsFromEnv } from "@/lib/tenancy/host";
import { findAgency, type AgencyRow } from "../agency/agency";

export const SOMETHING_WENT_WRONG = "Something went wrong.";

export function jsonError(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { "cache-control": "no-store" } });
}

export interface RouteContext {
  request: Request;
  agency: AgencyRow;
}

interface Options {
  /** The inactive agency's own data stays readable so that clients can show the blocking modal. */
  allowInactive?: boolean;
}

/**
 * Wraps a route handler: parses the common headers, resolves the agency from the host, checks the
 * output against its contract (so no field outside the contract can leave), and turns failures into
 * `{ message }` errors — 4xx for the client's mistakes, 500 with the detail only in the server log.
 */
export function apiRoute<S extends z.ZodType>(
  contract: S,
  handler: (ctx: RouteContext) => Promise<z.input<S>>,
  options: Options = {},
) {
  return async (request: Request): Promise<Response> => {
    try {
      const headers = commonHeaders.safeParse({
        "x-session-id": request.headers.get("x-session-id") ?? undefined,
        timezone: request.headers.get("timezone") ?? undefined,
      });
      if (!headers.success)
        return jsonError(400, headers.error.issues[0]?.message ?? "Bad request");

      const ref = resolveAgencyFromHost(
        request.headers.get("host") ?? new URL(request.url).host,
        tenancyOptionsFromEnv(),
      );
      const agency = ref ? await findAgency(ref) : null;
      if (!agency) return jsonError(404, "Agency not found!");
      if (agency.status === "Inactive" && !options.allowInactive) {
        return jsonError(403, "Agency is inactive");
      }
      const body = contract.parse(await handler({ request, agency }));
      return Response.json(body, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return jsonError(500, SOMETHING_WENT_WRONG);
    }
  };
}
