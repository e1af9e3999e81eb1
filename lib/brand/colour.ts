import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { MIN_CONTRAST as AA_CONTRAST } from "@/lib/contract/theme";

extend([a11yPlugin]);

/** The colour's contrast ratio with white (colord rounds it to two decimals). */
export function contrastWithWhite(colour: string | Colord): number {
  return colord(colour).contrast("#ffffff");
}

/**
 * SPEC §9: the agency's primary colour, with its 0.6-opacity variant; and `strong`, the same hue
 * darkened (in 1 % steps) until white text on it, and it as text on white, meet WCAG AA. The
 * buttons, links and badges use `strong`; it is the primary colour itself whenever that already
 * passes (every colour Customize Theme accepts), and a shade darker for a seeded or default colour
 * that does not (SPEC's default #2c7be5 is 4.14:1).
 */
export function brandColours(hex: string): { primary: string; primary60: string; strong: string } {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return brandColours("#2c7be5");
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  let strong = colord(hex);
  for (let i = 0; i < 100 && contrastWithWhite(strong) < AA_CONTRAST; i++) {
    strong = strong.darken(0.01);
  }
  return {
    primary: hex.toLowerCase(),
    primary60: `rgb(${r} ${g} ${b} / 0.6)`,
    strong: strong.toHex(),
  };
}
