import * as z from "zod";

/**
 * Support (issue 16): requests as threads between a traveller (or an agent) and the agency's
 * staff, with an email notice to the other side on each message. The same schemas check the
 * pages' forms and the API.
 */

export const SUPPORT_STATUSES = ["open", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_SIDES = ["agency", "requester"] as const;
export type SupportSide = (typeof SUPPORT_SIDES)[number];
export const SUPPORT_PAGE_SIZE = 20;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 4000;

export const SUPPORT_ERRORS = {
  subject: "Enter a subject of 3 to 120 characters.",
  message: "Write a message of 1 to 4,000 characters.",
  bookingId: "Choose one of your bookings, or none.",
  status: "The status is open or closed.",
} as const;

const message = z
  .string(SUPPORT_ERRORS.message)
  .trim()
  .min(1, SUPPORT_ERRORS.message)
  .max(SUPPORT_MESSAGE_MAX, SUPPORT_ERRORS.message);

/** POST /api/user/support/threads: a new request, its first message, and the booking it is about. */
export const newSupportThread = z.strictObject({
  subject: z
    .string(SUPPORT_ERRORS.subject)
    .trim()
    .min(3, SUPPORT_ERRORS.subject)
    .max(SUPPORT_SUBJECT_MAX, SUPPORT_ERRORS.subject),
  message,
  /** One of the requester's bookings in this agency; blank or null for none. */
  bookingId: z
    .uuid(SUPPORT_ERRORS.bookingId)
    .nullable()
    .or(z.literal("").transform(() => null))
    .optional(),
});
export type NewSupportThread = z.output<typeof newSupportThread>;
export type NewSupportThreadInput = z.input<typeof newSupportThread>;

/** POST …/threads/{id}/messages: a reply. */
export const supportReply = z.strictObject({ message });
export type SupportReplyInput = z.input<typeof supportReply>;

/** PATCH /api/agency/support/threads/{id}: closes or reopens a request. */
export const supportThreadPatch = z.strictObject({
  status: z.enum(SUPPORT_STATUSES, SUPPORT_ERRORS.status),
});
export type SupportThreadPatch = z.output<typeof supportThreadPatch>;

/** GET …/threads: by status (every one when absent), a page at a time, newest activity first. */
export const supportThreadsQuery = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SupportThreadsQuery = z.output<typeof supportThreadsQuery>;

const instant = z.string();

export const supportThreadSummary = z.strictObject({
  id: z.uuid(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** The booking the request is about. */
  booking: z.strictObject({ id: z.uuid(), reference: z.string() }).nullable(),
  /** Who opened it. */
  requester: z.strictObject({ name: z.string(), email: z.string() }),
  /** Who wrote last: a request the agency has not answered yet has "requester". */
  lastSide: z.enum(SUPPORT_SIDES),
  messageCount: z.number().int(),
  lastMessageAt: instant,
  createdAt: instant,
});
export type SupportThreadSummary = z.infer<typeof supportThreadSummary>;

export const supportThreadsResponse = z.strictObject({
  rows: z.array(supportThreadSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SupportThreadsResponse = z.infer<typeof supportThreadsResponse>;

export const supportMessage = z.strictObject({
  id: z.uuid(),
  side: z.enum(SUPPORT_SIDES),
  /** Who wrote it; null once their account is gone. */
  author: z.string().nullable(),
  body: z.string(),
  createdAt: instant,
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportThreadDetail = supportThreadSummary.extend({
  messages: z.array(supportMessage),
});
export type SupportThreadDetail = z.infer<typeof supportThreadDetail>;
