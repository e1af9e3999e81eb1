import { openApiDocument } from "@/lib/server/openapi/openapi";

/** GET /api/openapi.json: the booking API, generated from lib/contract, examples dated today. */
export async function GET(): Promise<Response> {
  return Response.json(await openApiDocument(), { headers: { "cache-control": "no-store" } });
}
