import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The bench's figures with their budgets (DESIGN §7 as issue 26 sets them): each is printed as
 * it is measured and kept, then written to one JSON file so that two runs can be compared.
 */
export interface Budget {
  /** "at least" (throughput, scores, ratios) or "at most" (latency, size). */
  kind: "min" | "max";
  value: number;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The figure as a share of the bare Next.js page's, for page throughput. */
  ratio?: number;
  budget?: Budget;
  /** Whether the budget is met; absent when the figure has none. */
  met?: boolean;
}

const figures: Figure[] = [];

export const atLeast = (value: number): Budget => ({ kind: "min", value });
export const atMost = (value: number): Budget => ({ kind: "max", value });

/** Keeps a figure; returns its budget in words with ✓ or ✗ ("" without one). */
export function record(figure: Omit<Figure, "met">): string {
  const { budget } = figure;
  const judged = figure.ratio ?? figure.value;
  const met = budget && (budget.kind === "min" ? judged >= budget.value : judged <= budget.value);
  figures.push({ ...figure, ...(budget ? { met } : {}) });
  if (!budget) return "";
  const what = figure.ratio === undefined ? figure.unit : "of bare Next";
  return `(budget ${budget.kind === "min" ? "≥" : "≤"} ${budget.value} ${what} ${met ? "✓" : "✗"})`;
}

/** Writes every figure kept, with when and where, to `file`; returns how many miss their budget. */
export function writeFigures(file: string, about: Record<string, unknown>): number {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...about, figures }, null, 2)}\n`,
  );
  return figures.filter((f) => f.met === false).length;
}
