import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The folders of lib/server import one way only: a folder never imports, however indirectly, a
 * folder that imports it. Each directory is one node (bookings/documents apart from bookings), the
 * files directly in lib/server are the node `lib/server`, tests are left out. Imports are read by
 * TypeScript's own pre-processor, so type-only and dynamic imports count as arrows too.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER = path.join(ROOT, "lib/server");

interface Arrow {
  from: string;
  to: string;
  /** The first import seen that draws it: `file -> specifier`. */
  via: string;
}

function sourceFiles(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(SERVER, f));
}

/** The folder an import names (the folder itself when it names one), or null outside lib/server. */
function targetFolder(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
  const folder = isFolder ? target : path.dirname(target);
  return folder === SERVER || folder.startsWith(SERVER + path.sep) ? folder : null;
}

const nameOf = (folder: string) => path.relative(ROOT, folder).split(path.sep).join("/");

function folderArrows(): Map<string, Map<string, Arrow>> {
  const arrows = new Map<string, Map<string, Arrow>>();
  for (const file of sourceFiles()) {
    const from = nameOf(path.dirname(file));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const folder = targetFolder(file, fileName);
      if (!folder || nameOf(folder) === from) continue;
      const to = nameOf(folder);
      const out = arrows.get(from) ?? new Map<string, Arrow>();
      arrows.set(from, out);
      if (!out.has(to)) out.set(to, { from, to, via: `${nameOf(file)} -> ${fileName}` });
    }
  }
  return arrows;
}

/** One loop of arrows from `start` back to it, by breadth-first search, or null. */
function loopThrough(start: string, arrows: Map<string, Map<string, Arrow>>): Arrow[] | null {
  const reachedBy = new Map<string, Arrow>();
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const arrow of arrows.get(at)?.values() ?? []) {
      if (arrow.to === start) {
        const loop = [arrow];
        for (let step = reachedBy.get(at); step; step = reachedBy.get(step.from)) {
          loop.unshift(step);
        }
        return loop;
      }
      if (!reachedBy.has(arrow.to)) {
        reachedBy.set(arrow.to, arrow);
        queue.push(arrow.to);
      }
    }
  }
  return null;
}

function reachable(start: string, arrows: Map<string, Map<string, Arrow>>): Set<string> {
  const reached = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    for (const to of arrows.get(queue.shift()!)?.keys() ?? []) {
      if (reached.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  return reached;
}

/**
 * Every folder cycle (strongly connected folders), each named by its folders and a shortest loop
 * through them with the imports that draw it.
 */
function folderCycles(arrows: Map<string, Map<string, Arrow>>): string[] {
  const seen = new Set<string>();
  const cycles: string[] = [];
  for (const folder of [...arrows.keys()].sort()) {
    if (seen.has(folder)) continue;
    if (!loopThrough(folder, arrows)) continue;
    const members = [...reachable(folder, arrows)]
      .filter((other) => reachable(other, arrows).has(folder))
      .sort();
    for (const member of members) seen.add(member);
    // The shortest loop among them is the one to read first.
    const loop = members
      .map((member) => loopThrough(member, arrows)!)
      .reduce((shortest, next) => (next.length < shortest.length ? next : shortest));
    cycles.push(
      [
        `${members.join(", ")} import each other, e.g.`,
        [...loop.map((a) => a.from), loop[0]!.from].join(" -> "),
        ...loop.map((a) => `  ${a.via}`),
      ].join("\n"),
    );
  }
  return cycles;
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
    expect(folderCycles(arrows), "folder cycles in lib/server").toEqual([]);
  });
});
