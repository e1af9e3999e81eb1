import type { ReactNode } from "react";
import { DeepLinkArrival } from "@/components/auth/deep-link-arrival";
import { QueryProvider } from "@/lib/api/query-provider";

/**
 * The pages that call the API from the browser (search, booking, account, sign-in) share the data
 * cache. The content pages beside this group call nothing, and load none of it (issue 26).
 */
export default function LivePagesLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      {children}
      <DeepLinkArrival />
    </QueryProvider>
  );
}
