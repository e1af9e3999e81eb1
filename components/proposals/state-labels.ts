import type { ProposalState } from "@/lib/contract/proposals";

/** Each state's label, by its message key (explicit, so every key is named in the code). */
export const STATE_LABELS = {
  draft: "statusDraft",
  sent: "statusSent",
  viewed: "statusViewed",
  approved: "statusApproved",
  booked: "statusBooked",
  declined: "statusDeclined",
  withdrawn: "statusWithdrawn",
  expired: "statusExpired",
} as const satisfies Record<ProposalState, string>;
