"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import type { ProposalGrant } from "@/lib/contract/proposals";
import { keepingGrant, proposalGrantOf } from "./proposal-grant";

/**
 * The proposal's grant of the page's address as routed (a link followed within the site renders
 * before the browser's location changes), or null; the same object while the address names the
 * same grant, so that it can be a hook's dependency.
 */
export function useProposalGrant(): ProposalGrant | null {
  const grant = proposalGrantOf(useSearchParams());
  const { id, token, optionId } = grant ?? {};
  return useMemo(
    () => (id && token && optionId ? { id, token, optionId } : null),
    [id, token, optionId],
  );
}

/**
 * The offer the page books as it was sent (issue 28): a proposal's option (its grant in the
 * address) or a deal link's offer (`dealLinkId`; its grant is the browser's cookie). Either is
 * booked as sent, without seats its grant would not quote; `keep` carries its marks to the next
 * page of the booking.
 */
export function useSentOffer(): { sent: boolean; keep(href: string): string } {
  const grant = useProposalGrant();
  const dealLinkId = useSearchParams().get("dealLinkId");
  return useMemo(
    () => ({
      sent: grant !== null || dealLinkId !== null,
      keep: (href: string) => {
        const kept = keepingGrant(href, grant);
        if (!dealLinkId) return kept;
        return `${kept}${kept.includes("?") ? "&" : "?"}${new URLSearchParams({ dealLinkId })}`;
      },
    }),
    [grant, dealLinkId],
  );
}
