"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";

/**
 * What a booking page reads from its address (`read`, a function of the module, not of the
 * render), read again only when the address changes in more than the `ignored` parameters: the
 * `quote=` a checkout adds itself or the step a page moves to are no new search.
 */
export function useAddressRead<T>(read: (params: URLSearchParams) => T, ...ignored: string[]): T {
  const params = useSearchParams();
  const skip = ignored.join(",");
  const key = useMemo(() => {
    const copy = new URLSearchParams(params.toString());
    for (const name of skip.split(",")) copy.delete(name);
    return copy.toString();
  }, [params, skip]);
  return useMemo(() => read(new URLSearchParams(key)), [read, key]);
}
