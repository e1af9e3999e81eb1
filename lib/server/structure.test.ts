import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { addArrow, cycles, resolveImport, type Arrows } from "@/tests/support/import-graph";

/**
 * The folders of lib/server import one way only: a folder never imports, however indirectly, a
 * folder that imports it. Each directory is one node (bookings/documents apart from bookings), the
 * files directly in lib/server are the node `lib/server`, tests are left out. Imports are read by
 * TypeScript's own pre-processor, so type-only and dynamic imports count as arrows too.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER = path.join(ROOT, "lib/server");

function sourceFiles(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(SERVER, f));
}

/** The folder of the file an import names, or null outside lib/server. */
function targetFolder(file: string, specifier: string): string | null {
  const target = resolveImport(ROOT, file, specifier);
  const folder = target && path.dirname(target);
  return folder && (folder === SERVER || folder.startsWith(SERVER + path.sep)) ? folder : null;
}

const nameOf = (folder: string) => path.relative(ROOT, folder).split(path.sep).join("/");

function folderArrows(): Arrows {
  const arrows: Arrows = new Map();
  for (const file of sourceFiles()) {
    const from = nameOf(path.dirname(file));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const folder = targetFolder(file, fileName);
      if (!folder || nameOf(folder) === from) continue;
      const to = nameOf(folder);
      addArrow(arrows, { from, to, via: `${nameOf(file)} -> ${fileName}` });
    }
  }
  return arrows;
}

describe("lib/server folders", () => {
  const arrows = folderArrows();

  it("are read from the imports, relative and aliased", () => {
    expect(arrows.get("lib/server/bookings")?.get("lib/server/db")).toBeDefined();
    expect(arrows.get("lib/server/http")?.get("lib/server/idempotency")).toBeDefined();
    expect(targetFolder(path.join(SERVER, "x.ts"), "@/lib/server/money/rates")).toBe(
      path.join(SERVER, "money"),
    );
  });

  it("import one way: no folder imports a folder that imports it", () => {
    expect(cycles(arrows), "folder cycles in lib/server").toEqual([]);
  });
});
