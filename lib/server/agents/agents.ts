import "server-only";
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { effectiveRole, permissionsOf } from "@/lib/auth/permissions";
import type {
  AgentDetail,
  AgentRow,
  AgentSort,
  AgentsQuery,
  AgentsResponse,
  AgentStatus,
  AgentUpdate,
} from "@/lib/contract/agency-agents";
import type { AgencyRow } from "../agency/agency";
import { revokeUserSessions, type UserRow } from "../auth/session";
import { getDb } from "../db/client";
import { agencies, bookings, users } from "../db/schema";
import { ApiError } from "../errors";

/**
 * The agency's staff for its back office (issue 16, Agents): every user but a plain traveller
 * (a traveller flagged as a travel agent works as one), each with the confirmed bookings they
 * made and their totals this month and overall, filtered, sorted and paged by the database.
 * Every query is the host's agency's: another agency's id is simply not found.
 */

/** Staff: anyone but a traveller, and a traveller flagged as a travel agent. */
const isStaff = or(ne(users.userType, "Traveller"), eq(users.isTravelAgent, true))!;

const NOT_FOUND = "Agent not found";

/** The agency as these functions need it: its id (pages and routes hold different shapes). */
type Agency = Pick<AgencyRow, "id">;

/** The agency's default commission rate, in basis points. */
async function agencyRate(agency: Agency): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ bps: agencies.agentCommissionBps })
    .from(agencies)
    .where(eq(agencies.id, agency.id));
  if (!row) throw new ApiError("notFound", "Agency not found!");
  return row.bps;
}

/** The first day of this month, 00:00 UTC: "this month" is the calendar month in UTC. */
function monthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

async function salesOf(agencyId: string) {
  const db = await getDb();
  const since = monthStart();
  const thisMonth = sql`${bookings.createdAt} >= ${since}::timestamptz`;
  return db
    .select({
      agentId: sql<string>`${bookings.agentUserId}`.as("sales_agent_id"),
      bookingsMonth: sql<number>`count(*) filter (where ${thisMonth})`.as("bookings_month"),
      bookingsTotal: sql<number>`count(*)`.as("bookings_total"),
      salesMonthUsd: sql<number>`sum(${bookings.totalUsd}) filter (where ${thisMonth})`.as(
        "sales_month_usd",
      ),
      salesTotalUsd: sql<number>`sum(${bookings.totalUsd})`.as("sales_total_usd"),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.agencyId, agencyId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.agentUserId),
      ),
    )
    .groupBy(bookings.agentUserId)
    .as("sales");
}
type Sales = Awaited<ReturnType<typeof salesOf>>;

const STATUS_WHERE: Record<AgentStatus, SQL> = {
  disabled: isNotNull(users.disabledAt),
  invited: and(isNull(users.disabledAt), isNull(users.passwordHash), isNotNull(users.invitedBy))!,
  active: and(
    isNull(users.disabledAt),
    or(isNotNull(users.passwordHash), isNull(users.invitedBy)),
  )!,
};

function statusOf(u: Pick<UserRow, "disabledAt" | "passwordHash" | "invitedBy">): AgentStatus {
  if (u.disabledAt) return "disabled";
  return u.passwordHash === null && u.invitedBy !== null ? "invited" : "active";
}

function whereOf(agencyId: string, query: Partial<AgentsQuery>): SQL {
  const filters: SQL[] = [eq(users.agencyId, agencyId), isStaff];
  if (query.role === "TravelAgent") {
    filters.push(
      or(
        eq(users.userType, "TravelAgent"),
        and(eq(users.userType, "Traveller"), eq(users.isTravelAgent, true)),
      )!,
    );
  } else if (query.role) {
    filters.push(eq(users.userType, query.role));
  }
  if (query.status) filters.push(STATUS_WHERE[query.status]);
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, "\\$&").toLowerCase()}%`;
    filters.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) LIKE ${like}`,
    );
  }
  return and(...filters)!;
}

function columnsOf(sales: Sales) {
  return {
    user: users,
    bookingsMonth: sql<string>`coalesce(${sales.bookingsMonth}, 0)`,
    bookingsTotal: sql<string>`coalesce(${sales.bookingsTotal}, 0)`,
    salesMonthUsd: sql<string>`coalesce(${sales.salesMonthUsd}, 0)`,
    salesTotalUsd: sql<string>`coalesce(${sales.salesTotalUsd}, 0)`,
  };
}

function orderOf(sales: Sales, sort: AgentSort, dir: "asc" | "desc"): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const columns: Record<AgentSort, SQL[]> = {
    name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
    email: [sql`${users.email}`],
    role: [sql`${users.userType}`],
    createdAt: [sql`${users.createdAt}`],
    salesMonth: [sql`coalesce(${sales.salesMonthUsd}, 0)`],
    salesTotal: [sql`coalesce(${sales.salesTotalUsd}, 0)`],
  };
  return [...columns[sort].map((c) => by(c)), by(users.id)];
}

async function selectAgents(
  agency: Agency,
  where: SQL,
  order: (sales: Sales) => SQL[],
  limit: number,
  offset = 0,
) {
  const db = await getDb();
  const sales = await salesOf(agency.id);
  return db
    .select(columnsOf(sales))
    .from(users)
    .leftJoin(sales, eq(sales.agentId, users.id))
    .where(where)
    .orderBy(...order(sales))
    .limit(limit)
    .offset(offset);
}
type Selected = Awaited<ReturnType<typeof selectAgents>>[number];

function rowOf(rate: number, r: Selected): AgentRow {
  const u = r.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: effectiveRole(u) as AgentRow["role"],
    isRestrictedAgent: u.isRestrictedAgent,
    status: statusOf(u),
    commissionBps: u.commissionBps,
    effectiveCommissionBps: u.commissionBps ?? rate,
    createdAt: u.createdAt.toISOString(),
    sales: {
      // Counts and sums come back as text from PostgreSQL's bigint and numeric.
      bookingsMonth: Number(r.bookingsMonth),
      bookingsTotal: Number(r.bookingsTotal),
      salesMonthUsd: Number(r.salesMonthUsd),
      salesTotalUsd: Number(r.salesTotalUsd),
    },
  };
}

export async function listAgents(agency: Agency, query: AgentsQuery): Promise<AgentsResponse> {
  const where = whereOf(agency.id, query);
  const db = await getDb();
  const [rate, rows, [counted]] = await Promise.all([
    agencyRate(agency),
    selectAgents(
      agency,
      where,
      (sales) => orderOf(sales, query.sort, query.dir),
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => rowOf(rate, r)),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.n ?? 0,
  };
}

async function findStaff(agency: Agency, id: string): Promise<Selected | null> {
  const [row] = await selectAgents(
    agency,
    and(whereOf(agency.id, {}), eq(users.id, id))!,
    () => [asc(users.id)],
    1,
  );
  return row ?? null;
}

/** Why `actor` may not change `target`, or null when they may. */
function refusal(actor: UserRow, target: UserRow): string | null {
  if (actor.id === target.id) return "You cannot change or disable your own account.";
  if (target.userType === "AgencyOwner") {
    return "The agency owner's account cannot be changed or disabled.";
  }
  return null;
}

export const ADMIN_ONLY_BY_OWNER = "Only the agency owner can give or take away the Admin role.";

/**
 * One agent of the agency: for those with `agents.read`, anyone on the staff; for anyone else,
 * only themselves. Anything else (another agency's id, a traveller, someone else's id) is a 404.
 */
export async function agentDetail(
  agency: Agency,
  viewer: UserRow,
  id: string,
): Promise<AgentDetail> {
  const permissions = permissionsOf(viewer);
  if (id !== viewer.id && !permissions.has("agents.read")) {
    throw new ApiError("notFound", NOT_FOUND);
  }
  const row = await findStaff(agency, id);
  if (!row) throw new ApiError("notFound", NOT_FOUND);
  let invitedBy: AgentDetail["invitedBy"] = null;
  if (row.user.invitedBy) {
    const db = await getDb();
    const [inviter] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.agencyId, agency.id), eq(users.id, row.user.invitedBy)));
    if (inviter) invitedBy = { id: inviter.id, name: `${inviter.firstName} ${inviter.lastName}` };
  }
  const rate = await agencyRate(agency);
  return {
    agent: rowOf(rate, row),
    agencyCommissionBps: rate,
    invitedBy,
    manageable: permissions.has("agents.manage") && refusal(viewer, row.user) === null,
    canGrantAdmin: viewer.userType === "AgencyOwner",
  };
}

/**
 * Changes an agent's role, restricted flag, commission rate or whether they may sign in. Nobody
 * changes themselves or the agency owner; only the owner gives or takes away the Admin role.
 * Disabling ends every session of the agent at once (the session check also refuses a disabled
 * user, so no request gets through between the two writes).
 */
export async function updateAgent(
  agency: Agency,
  actor: UserRow,
  id: string,
  input: AgentUpdate,
): Promise<AgentDetail> {
  const found = await findStaff(agency, id);
  if (!found) throw new ApiError("notFound", NOT_FOUND);
  const target = found.user;
  const refused = refusal(actor, target);
  if (refused) throw new ApiError("forbidden", refused);
  const role = effectiveRole(target);
  if (
    input.role !== undefined &&
    input.role !== role &&
    (input.role === "Admin" || role === "Admin") &&
    actor.userType !== "AgencyOwner"
  ) {
    throw new ApiError("forbidden", ADMIN_ONLY_BY_OWNER);
  }
  const now = new Date();
  const disabling = input.disabled === true && target.disabledAt === null;
  const db = await getDb();
  await db
    .update(users)
    .set({
      ...(input.role !== undefined && input.role !== role
        ? { userType: input.role, isTravelAgent: input.role === "TravelAgent" }
        : {}),
      ...(input.isRestrictedAgent !== undefined
        ? { isRestrictedAgent: input.isRestrictedAgent }
        : {}),
      ...(input.commissionBps !== undefined ? { commissionBps: input.commissionBps } : {}),
      ...(disabling ? { disabledAt: now } : {}),
      ...(input.disabled === false ? { disabledAt: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(users.agencyId, agency.id), eq(users.id, target.id)));
  if (disabling) await revokeUserSessions(agency.id, target.id);
  return agentDetail(agency, actor, target.id);
}
