import {
  CLIENT_IMPORT_MAX_BYTES,
  type ClientImportRejected,
  type clientImportResponse,
} from "@/lib/contract/agency-clients";
import { isPlainText, PLAIN_TEXT_MESSAGE } from "@/lib/contract/common";
import type * as z from "zod";
import { importAgencyClients } from "@/lib/server/clients/csv";
import { ApiError } from "@/lib/server/errors";
import { rawRoute } from "@/lib/server/http/api-route";
import { readBody } from "@/lib/server/http/body";

/**
 * POST /api/agency/clients/import: a CSV file (text/csv, at most 1 MB and 5,000 clients) in the
 * export's columns. All or nothing: any wrong line is a 422 listing each line's problems and
 * nothing is imported; otherwise every client is added in one transaction (201).
 */
export const POST = rawRoute(
  async (ctx) => {
    const type = ctx.request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "text/csv") {
      throw new ApiError("unsupportedMediaType", "Send the file as text/csv.");
    }
    const bytes = await readBody(ctx.request, CLIENT_IMPORT_MAX_BYTES);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError("badRequest", "The file must be UTF-8 text.");
    }
    // Strict UTF-8 has no lone surrogates, but it may hold U+0000, which no column stores.
    if (!isPlainText(text)) throw new ApiError("badRequest", `The file ${PLAIN_TEXT_MESSAGE}.`);
    const { user } = await ctx.requireSession();
    const outcome = await importAgencyClients(ctx.agency.id, user.id, text);
    const headers = { "cache-control": "no-store" };
    if (!outcome.ok) {
      const body: ClientImportRejected = {
        message: outcome.message,
        code: "invalidRows",
        errors: outcome.errors,
      };
      return Response.json(body, { status: 422, headers });
    }
    const body: z.infer<typeof clientImportResponse> = { imported: outcome.imported };
    return Response.json(body, { status: 201, headers });
  },
  { permission: "clients.read" },
);
