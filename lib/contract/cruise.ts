import * as z from "zod";

/** SPEC §7 GET /api/cruise/ship-lines: cruise lines and their ships. */

export const cruiseShip = z.object({
  /** Stable: derived from the ship's name ("disney-wish"). */
  id: z.string(),
  name: z.string(),
  /** Approximate passengers at double occupancy. */
  capacity: z.number().int().positive(),
  yearBuilt: z.number().int(),
});
export type CruiseShip = z.infer<typeof cruiseShip>;

export const cruiseLine = z.object({
  /** The cancellation-policy page slug where there is one (royal-caribbean, carnival, mcl…). */
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ships: z.array(cruiseShip),
});
export type CruiseLine = z.infer<typeof cruiseLine>;

/** Lines by name, each line's ships by name. */
export const shipLinesResponse = z.object({ data: z.array(cruiseLine) });
