/**
 * Generates the demo agencies' logos, mobile logos and favicons (and the platform's default
 * favicon) as SVG into public/assets/. Run after changing a demo agency's name or colour; the
 * output is committed because Next serves only the public files present at build time.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SEED_AGENCIES } from "../lib/server/seed/seed-agencies";

const OUT = path.join(process.cwd(), "public", "assets");

function escape(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function mark(colour: string, letters: string, size: number) {
  const r = Math.round(size * 0.22);
  return `<rect width="${size}" height="${size}" rx="${r}" fill="${colour}"/><path d="M${size * 0.2} ${size * 0.86} Q${size * 0.5} ${size * 0.7} ${size * 0.8} ${size * 0.86}" stroke="#fff" stroke-opacity=".35" stroke-width="${size * 0.06}" fill="none"/><text x="${size / 2}" y="${size * 0.54}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-weight="700" font-size="${size * 0.42}" fill="#fff">${escape(letters)}</text>`;
}

function write(file: string, svg: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg}\n`);
}

function favicon(colour: string, letters: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${mark(colour, letters, 64)}</svg>`;
}

write(path.join(OUT, "favicon.svg"), favicon("#2c7be5", "✈"));

for (const a of SEED_AGENCIES) {
  if (!a.brand.logo) continue;
  const colour = a.brand.primaryColor ?? "#2c7be5";
  const letters = initials(a.agencyName);
  const dir = path.join(OUT, "agencies", a.subdomain);
  // Bold 28px text is about 17px a character; textLength makes it fit whatever the font.
  const textWidth = Math.ceil(a.agencyName.length * 17);
  const width = 64 + 16 + textWidth + 8;
  write(
    path.join(dir, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${escape(a.agencyName)}">${mark(colour, letters, 64)}<text x="80" y="33" dominant-baseline="middle" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-weight="700" font-size="28" fill="#1e293b">${escape(a.agencyName)}</text></svg>`,
  );
  write(
    path.join(dir, "logo-mobile.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escape(a.agencyName)}">${mark(colour, letters, 64)}</svg>`,
  );
  write(path.join(dir, "favicon.svg"), favicon(colour, letters));
  if (a.about.image?.endsWith("/about.svg")) {
    write(
      path.join(dir, "about.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500" width="1200" height="500" role="img" aria-label="${escape(a.agencyName)}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="1200" height="500" fill="url(#sky)"/><circle cx="900" cy="330" r="90" fill="#fff7ed" fill-opacity=".9"/><path d="M0 380 Q300 300 600 370 T1200 350 V500 H0Z" fill="#0f172a" fill-opacity=".55"/><path d="M0 430 Q350 380 700 430 T1200 420 V500 H0Z" fill="#0f172a" fill-opacity=".8"/></svg>`,
    );
  }
}
console.log(`Brand assets written to ${path.relative(process.cwd(), OUT)}`);
