import "server-only";
import type { CruiseLine } from "@/lib/contract/cruise";
import * as z from "zod";
import raw from "@/data/cruise-lines.json";
import { normalizeText } from "../geo/normalize";
import { penaltySchedule, type PenaltyStep } from "./penalties";

/**
 * Cruise lines and their ships, from the committed `data/cruise-lines.json`: no maintained
 * package lists ships, and fleets change a few times a year.
 */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const cruiseFile = z.object({
  lines: z
    .array(
      z.object({
        id: z.string().regex(SLUG),
        name: z.string().min(1),
        code: z.string().regex(/^[A-Z]{2,4}$/),
        cancellation: penaltySchedule,
        ships: z
          .array(
            z.object({
              name: z.string().min(1),
              capacity: z.number().int().positive(),
              yearBuilt: z.number().int().min(1950).max(2100),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const byName = new Intl.Collator("en").compare;
const slug = (name: string) => normalizeText(name).replaceAll(" ", "-");

function unique(ids: string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`data/cruise-lines.json repeats the ${what} id ${id}`);
    seen.add(id);
  }
}

/** A line as the file has it: what the API shows, and the charges for cancelling its cruises. */
export interface CruiseLineData extends CruiseLine {
  cancellation: PenaltyStep[];
}

/** The file checked and sorted: lines by name, ships by name; a bad file fails loudly. */
export function parseCruiseLines(input: unknown): CruiseLineData[] {
  const parsed = cruiseFile.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`data/cruise-lines.json: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const lines = parsed.data.lines
    .map((line) => ({
      ...line,
      ships: line.ships
        .map((ship) => ({ id: slug(ship.name), ...ship }))
        .sort((a, b) => byName(a.name, b.name) || (a.id < b.id ? -1 : 1)),
    }))
    .sort((a, b) => byName(a.name, b.name) || (a.id < b.id ? -1 : 1));
  unique(
    lines.map((l) => l.id),
    "line",
  );
  // Ship ids are global, so a ship can be named without its line.
  unique(
    lines.flatMap((l) => l.ships.map((s) => s.id)),
    "ship",
  );
  return lines;
}

let cached: CruiseLineData[] | undefined;

export function cruiseLines(): CruiseLineData[] {
  cached ??= parseCruiseLines(raw);
  return cached;
}

/** The line `id`, or undefined. */
export function cruiseLine(id: string): CruiseLineData | undefined {
  return cruiseLines().find((line) => line.id === id);
}
