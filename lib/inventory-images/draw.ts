/**
 * Drawing primitives shared by the illustration families. They only build strings from their
 * arguments, so every picture is a pure function of its key.
 */

/** Names a gradient or pattern after the key, so SVGs inlined side by side cannot clash. */
export type Id = (name: string) => string;

export const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Rounds to one decimal, to keep paths short. */
export const r = (x: number) => Math.round(x * 10) / 10;

export function doc(w: number, h: number, title: string, defs: string, body: string): string {
  const t = esc(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    `role="img" aria-label="${t}"><title>${t}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    `${body}</svg>`
  );
}

/** A two-stop linear gradient, top to bottom unless `across`. */
export function grad(id: string, from: string, to: string, across = false): string {
  const end = across ? `x2="1" y2="0"` : `x2="0" y2="1"`;
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/** The full canvas painted with a vertical gradient. */
export function backdrop(id: Id, name: string, top: string, bottom: string) {
  return { defs: grad(id(name), top, bottom), body: rect(0, 0, 400, 300, `url(#${id(name)})`) };
}

export const cloud = (x: number, y: number, s: number, opacity = 0.9) =>
  `<g fill="#fff" opacity="${opacity}" transform="translate(${x} ${y}) scale(${s})">` +
  `<ellipse cx="0" cy="0" rx="30" ry="11"/><circle cx="-8" cy="-8" r="12"/>` +
  `<circle cx="10" cy="-6" r="9"/></g>`;

export const sun = (x: number, y: number, radius: number, colour: string) =>
  circle(x, y, radius * 1.6, colour, ` opacity=".25"`) + circle(x, y, radius, colour);

/** A city skyline silhouette: behind hotels, the bus tour and the observation deck. */
export const SKYLINE =
  "M0 250V160h34v-20h22v110zM62 250V120h40v130zM110 250V170h30v80zM258 250V150h36v100zM300 " +
  "250V110h30v-16h16v156zM352 250V176h48v74z";

/**
 * One activity picture. Declared here rather than in activities.ts so that the category files
 * need not import the module that imports them.
 */
export interface Scene {
  title: string;
  draw: (id: Id) => { defs: string; body: string };
}
