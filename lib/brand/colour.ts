/** SPEC §9: the agency's primary colour, with its 0.6-opacity variant. */
export function brandColours(hex: string): { primary: string; primary60: string } {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return brandColours("#2c7be5");
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return { primary: hex.toLowerCase(), primary60: `rgb(${r} ${g} ${b} / 0.6)` };
}
