/**
 * The support notices the outbox sends, each with `{ messageId }`: a new request and a
 * requester's reply go to the agency's contact email, a staff reply to the requester.
 */
export const SUPPORT_MAIL_KINDS = {
  opened: "support.opened",
  followUp: "support.follow-up",
  answered: "support.answered",
} as const;
export type SupportMailKind = keyof typeof SUPPORT_MAIL_KINDS;
