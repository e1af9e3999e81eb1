import type { ProposalGrant } from "@/lib/contract/proposals";

/**
 * A checkout opened from a proposal (issue 28) carries the proposal's grant in its address:
 * `proposalId`, the link's `token` and the chosen `option`. With it a signed-out client books
 * that option at any agency; the server checks all three.
 */
export function proposalGrantOf(params: Pick<URLSearchParams, "get">): ProposalGrant | null {
  const id = params.get("proposalId");
  const token = params.get("token");
  const optionId = params.get("option");
  return id && token && optionId ? { id, token, optionId } : null;
}

/** The grant's part of a checkout address, with SPEC §2.2's marks of a checkout from a link. */
export function proposalCheckoutParams(grant: ProposalGrant): URLSearchParams {
  return new URLSearchParams({
    proposalId: grant.id,
    token: grant.token,
    option: grant.optionId,
    checkout: "true",
    from: "checkout",
  });
}

/**
 * `href` with the page's grant (`useProposalGrant`), when it has one: a proposal's booking that
 * goes through more than one of the product's pages (a car's driver page, then back to its
 * checkout) keeps its grant on each.
 */
export function keepingGrant(href: string, grant: ProposalGrant | null): string {
  if (!grant) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${proposalCheckoutParams(grant)}`;
}
