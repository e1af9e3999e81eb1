import type { ReactNode } from "react";

export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">{children}</div>
    </main>
  );
}

/** A page the agency has switched off (SPEC §2.4). */
export function Unavailable({ title, detail }: { title: string; detail?: string }) {
  return (
    <main id="main" className="grid min-h-[50dvh] place-items-center p-8 text-center">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {detail && <p className="mt-3 text-slate-600">{detail}</p>}
      </div>
    </main>
  );
}
