"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useMe } from "./queries/account";
import { VISITOR } from "./query-keys";
import { useSignedInHint } from "./visit";

/** Whether the page's server render saw a session cookie; unknown on a page rendered once. */
const SessionSeen = createContext<boolean | undefined>(undefined);

/** Tells the hooks below what the server saw (lib/server/http/first-answers.tsx). */
export function SessionSeenProvider({ seen, children }: { seen: boolean; children: ReactNode }) {
  return <SessionSeen.Provider value={seen}>{children}</SessionSeen.Provider>;
}

/**
 * Who a product's answers are for (their query keys): the signed-in user's id, VISITOR, or null
 * while the user of a browser that holds a session is still loading. Keyed by it, a signed-in
 * user's search waits for them rather than being asked once as a visitor and again as the user;
 * and while the page hydrates (when the browser's own cookie is not read yet) the server's word
 * on a session keeps the page as it rendered.
 */
export function useViewer(): string | null {
  const me = useMe();
  const hinted = useSignedInHint();
  const seen = useContext(SessionSeen);
  if (me.data) return me.data.id;
  if (me.data === null) return VISITOR;
  return hinted || seen === true ? null : VISITOR;
}
