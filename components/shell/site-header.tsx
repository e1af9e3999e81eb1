import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import { AgencyLogo } from "./agency-logo";

export async function SiteHeader({ agency }: { agency: PublicAgency }) {
  const t = await getTranslations("Shell");
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link href="/" aria-label={t("home", { agency: agency.agencyName })} className="rounded-md">
          <AgencyLogo agency={agency} />
        </Link>
      </div>
    </header>
  );
}
