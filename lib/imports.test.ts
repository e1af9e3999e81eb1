import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cycles, moduleArrows } from "@/tests/support/import-graph";

/**
 * No module loads itself through others: a cycle of value imports runs modules half-initialised,
 * in an order that depends on which one is imported first. Type-only imports are left out (they
 * are erased); `import()` and `require()` count. This was eslint's import/no-cycle, which spent
 * 33 s of the 70 s lint on a fresh clone building its own module map; TypeScript's parser reads
 * the same imports here in a few seconds.
 */

const ROOT = path.resolve(import.meta.dirname, "..");

/** The sources git tracks, as eslint lints them (generated and installed files are not tracked). */
function projectSources(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => path.join(ROOT, f));
}

describe("module imports", () => {
  const planted = mkdtempSync(path.join(os.tmpdir(), "imports-"));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it("find a cycle of value imports, dynamic ones included, and ignore type-only ones", () => {
    const files = {
      "a.ts": 'import { b } from "./b";\nexport const a = () => b;',
      "b.ts": 'export { c as b } from "./folder";',
      "folder/index.ts": 'export const c = async () => (await import("../a")).a;',
      "types.ts":
        'import type { a } from "./a";\nimport { type b } from "./b";\nexport type T = [a, b];',
      "uses-types.ts": 'import { x } from "./types-user";\nexport const y = x;',
      "types-user.ts":
        'import type { y } from "./uses-types";\nexport const x = 1 as unknown as typeof y;',
    };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(planted, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const found = cycles(
      moduleArrows(
        planted,
        Object.keys(files).map((f) => path.join(planted, f)),
      ),
    );
    expect(found).toEqual([
      [
        "a.ts, b.ts, folder/index.ts import each other, e.g.",
        "a.ts -> b.ts -> folder/index.ts -> a.ts",
        "  a.ts -> ./b",
        "  b.ts -> ./folder",
        "  folder/index.ts -> ../a",
      ].join("\n"),
    ]);
  });

  // Parsing every source takes 3.5 s alone on a slow two-core machine, more beside the other
  // workers: past vitest's default 5 s there (a time limit, not part of what is checked).
  it("have no cycle anywhere in the project", { timeout: 30_000 }, () => {
    const files = projectSources();
    expect(files.length).toBeGreaterThan(500);
    expect(cycles(moduleArrows(ROOT, files)), "import cycles").toEqual([]);
  });
});
