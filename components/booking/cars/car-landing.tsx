"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { useViewer } from "@/lib/api/viewer";
import { useCarSearch } from "@/lib/api/queries/cars";
import { carQueryParams, readCarQuery } from "@/lib/booking/car-search-params";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { usePlaceNames } from "./car-place-field";
import { CarSearchForm } from "./car-search-form";

/**
 * The cars landing's form, filled with the search of the address when there is one (a language
 * or currency change on the results returns here with it, SPEC §4). The address names places by
 * id: a place this tab did not choose is named by the search's answer, asked for only then.
 */
export function CarLanding() {
  const params = useSearchParams();
  const query = useMemo(() => readCarQuery(params), [params]);
  const hydrated = useHydrated();
  const remembered = usePlaceNames();
  const unnamed =
    !!query &&
    hydrated &&
    [query.locationId, query.dropOffLocationId].some((id) => id && !remembered(id));
  const search = useCarSearch(unnamed ? query : null, useViewer());
  const names = usePlaceNames(search.data?.cars.flatMap((car) => [car.pickUp, car.dropOff]));

  if (query && (!hydrated || (unnamed && search.isPending))) {
    return <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-slate-100" />;
  }
  return (
    <CarSearchForm
      key={query ? carQueryParams(query).toString() : ""}
      initial={query}
      names={names}
    />
  );
}
