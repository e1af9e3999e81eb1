/** The proposal mails the outbox sends (mail.ts renders them). */
export const PROPOSAL_SENT_MAIL = "proposal.sent";
/** To the agent: the client approved, declined or asked the agent to book. */
export const PROPOSAL_ANSWERED_MAIL = "proposal.answered";
