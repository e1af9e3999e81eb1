import * as z from "zod";
import { agencyClientsCsv } from "@/lib/server/clients/csv";
import { rawRoute } from "@/lib/server/http/api-route";
import { csvResponse } from "@/lib/server/csv";

const exportQuery = z.object({ q: z.string().trim().max(100).optional() });

/**
 * GET /api/agency/clients/export: the agency's clients (those `q` finds, when given) as CSV, by
 * name, in the columns the import reads: firstName, lastName, email, phone, country, preferences.
 */
export const GET = rawRoute(
  async (ctx) => {
    const { q } = ctx.query(exportQuery);
    const day = new Date().toISOString().slice(0, 10);
    return csvResponse(agencyClientsCsv(ctx.agency.id, q), `clients-${day}.csv`);
  },
  { permission: "clients.read" },
);
