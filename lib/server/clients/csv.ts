import "server-only";
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  CLIENT_CSV_COLUMNS,
  CLIENT_ERRORS,
  CLIENT_IMPORT_MAX_ROWS,
  newAgencyClient,
  type ClientCsvColumn,
  type ImportRowError,
  type NewAgencyClient,
} from "@/lib/contract/agency-clients";
import { csvCell } from "../csv";
import { getDb } from "../db/client";
import { clients } from "../db/schema";
import { ApiError } from "../errors";
import { isCountryCode } from "./countries";

/**
 * The clients' CSV (issue 16, Clients): the export streams the agency's clients by name in
 * batches, and the import reads the same columns back. An import is all or nothing: every line is
 * checked first (the contract's rules, a real country, an email not twice in the file nor already
 * a client's), and any wrong line refuses the whole file with each line's problems; otherwise all
 * lines are written in one transaction.
 */

const EXPORT_BATCH = 1000;
const INSERT_BATCH = 500;
/** Enough for a person to work through; the rest are counted in the message. */
const ERRORS_LISTED = 1000;

const guard = (value: string | null) => csvCell(value ?? "");
/** The export's guard taken off again, so that "+4420…" comes back as it went out. */
const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[%_\\]/g, "\\$&").toLowerCase()}%`;
  return sql`(lower(${clients.firstName} || ' ' || ${clients.lastName}) LIKE ${like} OR ${clients.email} LIKE ${like})`;
}

/**
 * The agency's clients (those `q` finds, when given) as CSV, by last and first name, read in
 * batches after the last (last name, first name, id) so that memory stays flat at any count.
 */
export function agencyClientsCsv(
  agencyId: string,
  q?: string,
  batchSize = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: { lastName: string; firstName: string; id: string } | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so that spreadsheet programs read the names as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${stringify([[...CLIENT_CSV_COLUMNS]])}`));
    },
    async pull(controller) {
      if (done) return;
      const db = await getDb();
      const after = last
        ? sql`(${clients.lastName}, ${clients.firstName}, ${clients.id}) > (${last.lastName}, ${last.firstName}, ${last.id}::uuid)`
        : undefined;
      const batch = await db
        .select()
        .from(clients)
        .where(and(eq(clients.agencyId, agencyId), searchOf(q), after))
        .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
        .limit(batchSize);
      if (batch.length > 0) {
        const tail = batch[batch.length - 1]!;
        last = { lastName: tail.lastName, firstName: tail.firstName, id: tail.id };
        controller.enqueue(
          encoder.encode(
            stringify(
              batch.map((c) => [
                guard(c.firstName),
                guard(c.lastName),
                guard(c.email),
                guard(c.phone),
                guard(c.country),
                guard(c.preferences),
              ]),
            ),
          ),
        );
      }
      if (batch.length < batchSize) {
        done = true;
        controller.close();
      }
    },
  });
}

export type ImportOutcome =
  { ok: true; imported: number } | { ok: false; message: string; errors: ImportRowError[] };

const REQUIRED: ClientCsvColumn[] = ["firstName", "lastName", "email"];

function rejected(errors: ImportRowError[]): ImportOutcome {
  const sorted = errors.sort((a, b) => a.line - b.line);
  const lines = new Set(sorted.map((e) => e.line)).size;
  const more =
    sorted.length > ERRORS_LISTED ? ` The first ${ERRORS_LISTED} problems are listed.` : "";
  return {
    ok: false,
    message: `${lines === 1 ? "1 line has" : `${lines} lines have`} problems; nothing was imported.${more}`,
    errors: sorted.slice(0, ERRORS_LISTED),
  };
}

type Parsed = { record: string[]; info: { lines: number } };

/**
 * The line a record starts on: the parser counts the line it ends on, and a quoted cell may hold
 * line breaks.
 */
function startLine(record: string[], endLine: number): number {
  const breaks = record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  return endLine - breaks;
}

/** Reads, checks and (when every line is right) imports the agency's clients from `text`. */
export async function importAgencyClients(
  agencyId: string,
  createdBy: string,
  text: string,
): Promise<ImportOutcome> {
  let parsed: Parsed[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as Parsed[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : 1;
    return rejected([{ line, column: null, message: `This is not valid CSV: ${error.message}` }]);
  }
  const [head, ...lines] = parsed;
  if (!head) return rejected([{ line: 1, column: null, message: "The file is empty." }]);
  if (lines.length > CLIENT_IMPORT_MAX_ROWS) {
    throw new ApiError(
      "payloadTooLarge",
      `An import takes at most ${CLIENT_IMPORT_MAX_ROWS.toLocaleString("en")} clients; this file has ${lines.length.toLocaleString("en")}.`,
    );
  }

  const errors: ImportRowError[] = [];
  const header = head.record.map((h) => h.trim());
  const known = new Set<string>(CLIENT_CSV_COLUMNS);
  header.forEach((name, i) => {
    if (!known.has(name)) {
      errors.push({
        line: head.info.lines,
        column: name || null,
        message: `Unknown column "${name}"; the columns are ${CLIENT_CSV_COLUMNS.join(", ")}.`,
      });
    } else if (header.indexOf(name) !== i) {
      errors.push({ line: head.info.lines, column: name, message: "This column is twice." });
    }
  });
  for (const name of REQUIRED) {
    if (!header.includes(name)) {
      errors.push({ line: head.info.lines, column: name, message: "This column is missing." });
    }
  }
  if (errors.length) return rejected(errors);
  if (lines.length === 0) {
    return rejected([{ line: head.info.lines, column: null, message: "The file has no clients." }]);
  }

  const valid: { line: number; client: NewAgencyClient }[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of lines) {
    const line = startLine(record, info.lines);
    if (record.length !== header.length) {
      errors.push({
        line,
        column: null,
        message: `This line has ${record.length} cells; the header has ${header.length}.`,
      });
      continue;
    }
    const row = Object.fromEntries(
      header.map((name, i) => {
        const value = unguard(record[i]!.trim());
        return [name, value === "" && !REQUIRED.includes(name as ClientCsvColumn) ? null : value];
      }),
    );
    const result = newAgencyClient.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push({ line, column: String(issue.path[0] ?? "") || null, message: issue.message });
      }
      continue;
    }
    const client = result.data;
    if (client.country && !isCountryCode(client.country)) {
      errors.push({ line, column: "country", message: CLIENT_ERRORS.country });
      continue;
    }
    const seen = firstLineOf.get(client.email);
    if (seen !== undefined) {
      errors.push({ line, column: "email", message: `This email is on line ${seen} too.` });
      continue;
    }
    firstLineOf.set(client.email, line);
    valid.push({ line, client });
  }

  const db = await getDb();
  const emails = valid.map((v) => v.client.email);
  for (let i = 0; i < emails.length; i += INSERT_BATCH) {
    const taken = await db
      .select({ email: clients.email })
      .from(clients)
      .where(
        and(
          eq(clients.agencyId, agencyId),
          inArray(clients.email, emails.slice(i, i + INSERT_BATCH)),
        ),
      );
    for (const { email } of taken) {
      errors.push({
        line: firstLineOf.get(email)!,
        column: "email",
        message: "A client with this email exists already.",
      });
    }
  }
  if (errors.length) return rejected(errors);

  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(clients)
        .values(
          valid.slice(i, i + INSERT_BATCH).map(({ client }) => ({
            agencyId,
            createdBy,
            firstName: client.firstName,
            lastName: client.lastName,
            email: client.email,
            phone: client.phone ?? null,
            country: client.country ?? null,
            preferences: client.preferences ?? null,
            notes: client.notes ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: clients.id });
      // Someone added one of these emails since the check: nothing of the file is kept.
      if (inserted.length < Math.min(INSERT_BATCH, valid.length - i)) {
        throw new ApiError(
          "conflict",
          "A client with one of these emails was added meanwhile; nothing was imported.",
        );
      }
    }
  });
  return { ok: true, imported: valid.length };
}
