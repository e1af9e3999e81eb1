import type { PublicAgency } from "@/lib/contract/agency";

/** The agency's logo, or a placeholder with its initials when it has none (SPEC §1). */
export function AgencyLogo({
  agency,
}: {
  agency: Pick<PublicAgency, "logo" | "logoMobile" | "agencyName">;
}) {
  if (agency.logo) {
    return (
      <picture>
        {agency.logoMobile && <source media="(max-width: 640px)" srcSet={agency.logoMobile} />}
        <img
          src={agency.logo}
          alt={agency.agencyName}
          className="h-10 w-auto"
          width={200}
          height={40}
        />
      </picture>
    );
  }
  const initials = agency.agencyName
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="flex items-center gap-2" data-testid="logo-placeholder">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-lg bg-brand text-sm font-bold text-white"
      >
        {initials}
      </span>
      <span className="text-lg font-semibold">{agency.agencyName}</span>
    </span>
  );
}
