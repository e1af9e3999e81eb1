/**
 * Whether seated passenger `passenger` (adults, then children, from 0) may sit in an exit row:
 * as airlines rule, only an adult, and not one with an infant on their lap (the infants travel on
 * the first adults' laps).
 */
export function mayTakeExitRow(
  q: { adults?: number; infants?: number },
  passenger: number,
): boolean {
  return passenger < (q.adults ?? 1) && passenger >= (q.infants ?? 0);
}
