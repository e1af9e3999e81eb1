import { circle, doc, esc, grad, path, r, rect, type Id } from "./draw";

/**
 * Car hire suppliers (`car-supplier-<code>`): a 3:1 wordmark badge. The colour comes from a
 * hash of the code, so a new brand gets its own colour without a palette to maintain.
 */

/** FNV-1a: a stable number for a string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Hex, not `hsl()`, to keep the markup in one notation; only the hue varies between brands. */
function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function supplierLogoSvg(key: string, code: string, name: string): string {
  const id: Id = (n) => `${key}-${n}`;
  const hue = hash(code) % 360;
  const [brand = name, ...rest] = name.split(" ");
  const capitals = brand.match(/[A-Z]/g) ?? [];
  const initials = capitals.length > 1 ? capitals.slice(0, 2).join("") : brand.slice(0, 1);
  const word = brand.toUpperCase();
  const tagline = rest.join(" ").toUpperCase();
  const size = Math.min(34, Math.floor(180 / (word.length * 0.74)));
  const font = `font-family="Arial, Helvetica, sans-serif" font-weight="700"`;
  const baseline = tagline ? 54 : 50 + size * 0.36;
  const defs = grad(id("bg"), hsl(hue, 62, 40), hsl((hue + 24) % 360, 66, 28), true);
  const body =
    rect(2, 2, 296, 96, `url(#${id("bg")})`, ` rx="18"`) +
    path("M20 2h260a18 18 0 0 1 18 18v22H2V20A18 18 0 0 1 20 2z", "#fff", ` opacity=".08"`) +
    circle(52, 50, 33, "#fff") +
    circle(52, 50, 27, "none", ` stroke="${hsl(hue, 62, 40)}" stroke-width="2"`) +
    `<text x="52" y="${initials.length > 1 ? 59 : 61}" text-anchor="middle" ${font} font-size="${initials.length > 1 ? 24 : 30}" fill="${hsl(hue, 66, 32)}">${esc(initials)}</text>` +
    `<text x="100" y="${r(baseline)}" ${font} font-size="${size}" fill="#fff" letter-spacing="1">${esc(word)}</text>` +
    (tagline
      ? `<text x="101" y="76" ${font} font-size="12" fill="#fff" opacity=".85" letter-spacing="3">${esc(tagline)}</text>`
      : "");
  return doc(300, 100, `${name} logo`, defs, body);
}
