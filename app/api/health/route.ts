import { healthResponse } from "@/lib/contract/health";
import { health } from "@/lib/server/health";

/**
 * `GET /api/health` for a load balancer or an operator, on any host (it names no agency): 200
 * while this process can serve, 503 when its database or Redis does not answer.
 */
export async function GET(): Promise<Response> {
  const body = healthResponse.parse(await health());
  return Response.json(body, {
    status: body.status === "down" ? 503 : 200,
    headers: { "cache-control": "no-store" },
  });
}
