import * as z from "zod";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * The back office's Agents page (issue 16, Agents): the agency's staff listed, filtered, sorted
 * and paged by the server, each with their sales; invitations by email; an agent's role, the
 * restricted flag, their commission rate, disabling. `agents.read` lists and opens others,
 * `agents.manage` invites and changes; an agent may open their own record.
 */

/** The roles an agent can be given; AgencyOwner is the agency's own and never given or taken. */
export const AGENT_ROLES = ["TravelAgent", "SalesAgent", "Admin"] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

/** Staff roles as the list shows them (a traveller flagged as a travel agent is a TravelAgent). */
export const STAFF_ROLES = ["TravelAgent", "SalesAgent", "Admin", "AgencyOwner"] as const;

/** `invited`: no password set yet; `disabled`: may not sign in; `active` otherwise. */
export const AGENT_STATUSES = ["active", "invited", "disabled"] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const AGENT_SORTS = [
  "name",
  "email",
  "role",
  "createdAt",
  "salesMonth",
  "salesTotal",
] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];
export const AGENT_PAGE_SIZES = [10, 25, 50, 100] as const;

export const agentsQuery = z.object({
  /** Part of the name or the email. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(AGENT_STATUSES).optional(),
  sort: z.enum(AGENT_SORTS).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (AGENT_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${AGENT_PAGE_SIZES.join(", ")}`,
    })
    .default(25),
});
export type AgentsQuery = z.output<typeof agentsQuery>;

/** Confirmed bookings the agent made, and their totals in USD cents. */
const sales = z.strictObject({
  bookingsMonth: z.number().int(),
  bookingsTotal: z.number().int(),
  salesMonthUsd: z.number().int(),
  salesTotalUsd: z.number().int(),
});

export const agentRow = z.strictObject({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The role the agent works as. */
  role: z.enum(STAFF_ROLES),
  isRestrictedAgent: z.boolean(),
  status: z.enum(AGENT_STATUSES),
  /** The agent's own rate in basis points; null: the agency's. */
  commissionBps: z.number().int().nullable(),
  /** The rate that applies: their own, else the agency's. */
  effectiveCommissionBps: z.number().int(),
  createdAt: z.string(),
  sales,
});
export type AgentRow = z.infer<typeof agentRow>;

export const agentsResponse = z.strictObject({
  rows: z.array(agentRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AgentsResponse = z.infer<typeof agentsResponse>;

export const agentDetail = z.strictObject({
  agent: agentRow,
  /** The agency's default commission rate, in basis points. */
  agencyCommissionBps: z.number().int(),
  /** Who sent the invitation, when the agent was invited. */
  invitedBy: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
  /** Whether the caller may change this agent (never themselves nor an AgencyOwner). */
  manageable: z.boolean(),
  /** Whether the caller may give the Admin role (AgencyOwner only). */
  canGrantAdmin: z.boolean(),
});
export type AgentDetail = z.infer<typeof agentDetail>;

const name = z.string().trim().min(1, "Enter a name").max(80);

export const agentInvitation = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email("Enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  firstName: name,
  lastName: name,
  role: z.enum(AGENT_ROLES),
  isRestrictedAgent: z.boolean().default(false),
  /** The language of the invitation and the agent's account; the agency's by default. */
  language: z.enum(LOCALES).optional(),
});
export type AgentInvitation = z.input<typeof agentInvitation>;
export type AgentInvitationInput = z.output<typeof agentInvitation>;

export const MAX_COMMISSION_BPS = 10_000;

export const agentUpdate = z
  .strictObject({
    role: z.enum(AGENT_ROLES).optional(),
    isRestrictedAgent: z.boolean().optional(),
    /** Basis points (1000 = 10%); null: the agency's rate. */
    commissionBps: z
      .number()
      .int("The commission rate must be a whole number of basis points")
      .min(0, "The commission rate must be between 0 and 10000 basis points")
      .max(MAX_COMMISSION_BPS, "The commission rate must be between 0 and 10000 basis points")
      .nullable()
      .optional(),
    disabled: z.boolean().optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), {
    message: "Nothing to change",
  });
export type AgentUpdate = z.input<typeof agentUpdate>;

const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid");

export const acceptInviteRequest = z.object({
  token,
  password: z.string().min(1, "Enter a password").max(256),
});
