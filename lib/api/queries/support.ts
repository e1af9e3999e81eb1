"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NewSupportThreadInput,
  SupportStatus,
  SupportThreadDetail,
  SupportThreadsResponse,
} from "@/lib/contract/support";
import { api } from "../client";

/**
 * Support requests: the requester's own (`user`, /mytrip/support) or every one of the agency for
 * its staff (`agency`, /settings/support); a thread with its messages; opening, replying, and
 * closing or reopening. The contract is loaded with the answer, not with the page.
 */

export type SupportArea = "user" | "agency";

const contract = () => import("@/lib/contract/support");
const base = (area: SupportArea) => `api/${area}/support/threads`;
const threadPath = (area: SupportArea, id: string) => `${base(area)}/${encodeURIComponent(id)}`;
const listKey = (area: SupportArea) => ["support", area, "list"] as const;
const threadKey = (area: SupportArea, id: string) => ["support", area, "thread", id] as const;

export function useSupportThreads(
  area: SupportArea,
  view: { status?: SupportStatus; page: number },
) {
  return useQuery({
    queryKey: [...listKey(area), view.status ?? "all", view.page],
    queryFn: async ({ signal }): Promise<SupportThreadsResponse> => {
      const searchParams: Record<string, string | number> = { page: view.page };
      if (view.status) searchParams.status = view.status;
      const [c, body] = await Promise.all([
        contract(),
        api().get(base(area), { searchParams, signal }).json(),
      ]);
      return c.supportThreadsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

export function useSupportThread(area: SupportArea, id: string) {
  return useQuery({
    queryKey: threadKey(area, id),
    queryFn: async ({ signal }): Promise<SupportThreadDetail> => {
      const [c, body] = await Promise.all([
        contract(),
        api().get(threadPath(area, id), { signal }).json(),
      ]);
      return c.supportThreadDetail.parse(body);
    },
    retry: false,
  });
}

/** Keeps a thread's page data and makes the lists load again. */
function useKeepThread(area: SupportArea) {
  const queryClient = useQueryClient();
  return (thread: SupportThreadDetail) => {
    queryClient.setQueryData(threadKey(area, thread.id), thread);
    void queryClient.invalidateQueries({ queryKey: listKey(area) });
  };
}

/** Opens a request (the requester's own). */
export function useOpenSupportThread() {
  const keep = useKeepThread("user");
  return useMutation({
    mutationFn: async (input: NewSupportThreadInput): Promise<SupportThreadDetail> => {
      const [c, body] = await Promise.all([
        contract(),
        api().post(base("user"), { json: input }).json(),
      ]);
      return c.supportThreadDetail.parse(body);
    },
    onSuccess: keep,
  });
}

/** A reply: the requester's (`user`) or the staff's for the agency (`agency`). */
export function useSupportReply(area: SupportArea, id: string) {
  const keep = useKeepThread(area);
  return useMutation({
    mutationFn: async (message: string): Promise<SupportThreadDetail> => {
      const [c, body] = await Promise.all([
        contract(),
        api()
          .post(`${threadPath(area, id)}/messages`, { json: { message } })
          .json(),
      ]);
      return c.supportThreadDetail.parse(body);
    },
    onSuccess: keep,
  });
}

/** Closes or reopens a request (staff). */
export function useSupportStatus(id: string) {
  const keep = useKeepThread("agency");
  return useMutation({
    mutationFn: async (status: SupportStatus): Promise<SupportThreadDetail> => {
      const [c, body] = await Promise.all([
        contract(),
        api().patch(threadPath("agency", id), { json: { status } }).json(),
      ]);
      return c.supportThreadDetail.parse(body);
    },
    onSuccess: keep,
  });
}
