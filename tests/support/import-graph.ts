import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Import graphs read from the sources by TypeScript's own parser, and the cycles in them: the
 * folders of lib/server (lib/server/structure.test.ts) and every module of the project
 * (lib/imports.test.ts).
 */

export interface Arrow {
  from: string;
  to: string;
  /** The first import seen that draws it: `file -> specifier`. */
  via: string;
}

/** Arrows by where they start, then by where they end. */
export type Arrows = Map<string, Map<string, Arrow>>;

export function addArrow(arrows: Arrows, arrow: Arrow): void {
  const out = arrows.get(arrow.from) ?? new Map<string, Arrow>();
  arrows.set(arrow.from, out);
  if (!out.has(arrow.to)) out.set(arrow.to, arrow);
}

/** One loop of arrows from `start` back to it, by breadth-first search, or null. */
function loopThrough(start: string, arrows: Arrows): Arrow[] | null {
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

function reachable(start: string, arrows: Arrows): Set<string> {
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
 * Every cycle (strongly connected nodes), each named by its nodes and a shortest loop through
 * them with the imports that draw it.
 */
export function cycles(arrows: Arrows): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const node of [...arrows.keys()].sort()) {
    if (seen.has(node)) continue;
    if (!loopThrough(node, arrows)) continue;
    const members = [...reachable(node, arrows)]
      .filter((other) => reachable(other, arrows).has(node))
      .sort();
    for (const member of members) seen.add(member);
    // The shortest loop among them is the one to read first.
    const loop = members
      .map((member) => loopThrough(member, arrows)!)
      .reduce((shortest, next) => (next.length < shortest.length ? next : shortest));
    found.push(
      [
        `${members.join(", ")} import each other, e.g.`,
        [...loop.map((a) => a.from), loop[0]!.from].join(" -> "),
        ...loop.map((a) => `  ${a.via}`),
      ].join("\n"),
    );
  }
  return found;
}

const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

/** Each imported path's file, found once: many modules import the same one. */
const resolvedFiles = new Map<string, string | null>();

/** The project file a specifier names (`@/` is the root), or null for a package. */
export function resolveImport(root: string, file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  let resolved = resolvedFiles.get(target);
  if (resolved === undefined) {
    const candidates = [
      target,
      ...EXTENSIONS.map((ext) => target + ext),
      ...EXTENSIONS.map((ext) => path.join(target, `index${ext}`)),
    ];
    resolved = candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile()) ?? null;
    resolvedFiles.set(target, resolved);
  }
  return resolved;
}

/**
 * The modules a file loads when it runs: its imports and re-exports that are not type-only, its
 * `import()` calls and its `require()` calls, as import/no-cycle counted them.
 */
export function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (!node.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0]!)
    ) {
      specifiers.push((node.arguments[0] as ts.StringLiteralLike).text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Module to module arrows among `files` (absolute paths), named relative to `root`. */
export function moduleArrows(root: string, files: string[]): Arrows {
  const arrows: Arrows = new Map();
  const name = (file: string) => path.relative(root, file).split(path.sep).join("/");
  for (const file of files) {
    for (const specifier of valueImports(file)) {
      const target = resolveImport(root, file, specifier);
      if (!target || target === file) continue;
      addArrow(arrows, {
        from: name(file),
        to: name(target),
        via: `${name(file)} -> ${specifier}`,
      });
    }
  }
  return arrows;
}
