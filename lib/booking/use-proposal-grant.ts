"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import type { ProposalGrant } from "@/lib/contract/proposals";
import { proposalGrantOf } from "./proposal-grant";

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
