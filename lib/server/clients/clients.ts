import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type * as z from "zod";
import type { Client, newClient } from "@/lib/contract/clients";
import { getDb } from "../db/client";
import { clients as c } from "../db/schema";
import { ApiError } from "../errors";

/** The agency's clients, found by name or email; at most 50. */
export async function findClients(agencyId: string, q?: string): Promise<Client[]> {
  const db = await getDb();
  const like = q ? `%${q.replace(/[%_\\]/g, "\\$&").toLowerCase()}%` : null;
  const rows = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.agencyId, agencyId),
        like
          ? or(
              sql`lower(${c.firstName} || ' ' || ${c.lastName}) LIKE ${like}`,
              sql`lower(${c.email}) LIKE ${like}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(c.lastName), asc(c.firstName))
    .limit(50);
  return rows.map(toClient);
}

function toClient(row: typeof c.$inferSelect): Client {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    country: row.country,
  };
}

/** A new client of the agency; one per email address. */
export async function createClient(
  agencyId: string,
  createdBy: string,
  input: z.output<typeof newClient>,
): Promise<Client> {
  const db = await getDb();
  const [row] = await db
    .insert(c)
    .values({
      agencyId,
      createdBy,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      country: input.country ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError("conflict", "A client with this email exists already.");
  return toClient(row);
}
