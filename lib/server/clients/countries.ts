import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import type { Countries } from "world-countries";

let codes: Set<string> | undefined;

/**
 * Whether `code` is an ISO 3166-1 alpha-2 country code, by the world-countries data the seed
 * uses (read as plain JSON, as seed.ts reads it: the package's ES entry imports JSON without an
 * import attribute). The contract checks the form (two capitals); this checks the country exists.
 */
export function isCountryCode(code: string): boolean {
  codes ??= new Set(
    (
      createRequire(path.join(process.cwd(), "package.json"))(
        "world-countries/countries.json",
      ) as Countries
    ).map((c) => c.cca2),
  );
  return codes.has(code);
}
