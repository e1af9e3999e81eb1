"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  useRegionChildren,
  useRegionTree,
  type ResortRegionOption,
} from "@/lib/api/queries/resort";

type Place = ResortRegionOption & { latitude: number; longitude: number };

/**
 * Browse by region (SPEC §3, §7): the regions with their sub-regions grouped under each region's
 * name (GET /regions, then GET /regions?ids=…&children=true); a sub-region opens its countries,
 * and a country is a place to find deals around.
 */
export function RegionBrowser({ onChoose }: { onChoose(place: Place): void }) {
  const t = useTranslations("Resort");
  const [subregion, setSubregion] = useState<ResortRegionOption | null>(null);
  const tree = useRegionTree();
  const countries = useRegionChildren(subregion?.id ?? null);

  if (tree.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {t("regionsFailed")}
      </p>
    );
  }
  if (!tree.data) return <p className="text-sm text-slate-600">{t("loadingRegions")}</p>;

  // Sub-regions grouped by their parent's name (SPEC §3).
  const groups = new Map<string, ResortRegionOption[]>();
  for (const r of tree.data) {
    if (r.type !== "subregion" || !r.parent_name) continue;
    groups.set(r.parent_name, [...(groups.get(r.parent_name) ?? []), r]);
  }
  const shown = (countries.data ?? []).filter(
    (r): r is Place => r.type === "country" && r.latitude !== null && r.longitude !== null,
  );

  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[...groups].map(([region, subregions]) => (
          <section key={region} aria-label={region}>
            <h3 className="mb-2 font-semibold">{region}</h3>
            <ul className="flex flex-wrap gap-2">
              {subregions.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-pressed={subregion?.id === s.id}
                    onClick={() => setSubregion(s)}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
                  >
                    {s.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {subregion && (
        <section aria-label={subregion.name}>
          <h3 className="mb-2 font-semibold">{t("countriesOf", { region: subregion.name })}</h3>
          {countries.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {t("regionsFailed")}
            </p>
          ) : !countries.data ? (
            <p className="text-sm text-slate-600">{t("loadingRegions")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {shown.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onChoose(c)}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand"
                  >
                    {c.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
