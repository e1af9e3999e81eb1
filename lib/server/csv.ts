import "server-only";

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, return) is prefixed with
 * a quote, so an exported name can never run as one (CSV injection).
 */
export const csvCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV download: UTF-8 with a byte-order mark, so spreadsheet programs read names right. */
export function csvResponse(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(typeof body === "string" ? `\uFEFF${body}` : body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
