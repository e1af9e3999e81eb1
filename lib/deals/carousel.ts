/** SPEC §9: four deal cards per row. */
export const CARDS_PER_ROW = 4;

/** SPEC §4 carousel: the index wraps at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function pageCount(items: number, perPage = CARDS_PER_ROW): number {
  return Math.max(1, Math.ceil(items / perPage));
}
