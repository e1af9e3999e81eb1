import Link from "next/link";
import type { ReactNode } from "react";

/** A details page's way back to the results it came from; the arrow turns in right-to-left pages. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-brand">
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ‹
      </span>
      {children}
    </Link>
  );
}
