import * as z from "zod";

/** An agent's clients (SPEC §1 Clients): who an agent books for. */
export const client = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
});
export type Client = z.infer<typeof client>;

export const clientsQuery = z.object({ q: z.string().trim().max(100).optional() });
export const clientsResponse = z.strictObject({ clients: z.array(client) });

export const newClient = z.strictObject({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  email: z.email().max(254),
  phone: z.string().trim().max(30).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
    .optional(),
});
