import { backdrop, circle, cloud, doc, grad, path, r, rect, type Id } from "./draw";
import { CAR_CLASSES, type CarClass } from "./keys";

/** Cars (`car-<class>`): a side view, facing right, whose proportions follow the class. */

interface CarShape {
  name: string;
  /** Body length, lower-body height, cabin height above it. */
  length: number;
  body: number;
  cabin: number;
  /** Nose to windscreen base; tail to rear window base. */
  hood: number;
  tail: number;
  /** Horizontal run of the windscreen and of the rear window. */
  rake: number;
  back: number;
  wheel: number;
  /** Gap between the road and the body's underside. */
  lift: number;
  colour: string;
  open?: boolean;
  rails?: boolean;
  chrome?: boolean;
  /** Windows split by two pillars rather than one. */
  long?: boolean;
}

// prettier-ignore
const CAR_SHAPES: Record<CarClass, CarShape> = {
  mini: { name: "Mini car", length: 190, body: 44, cabin: 48, hood: 34, tail: 12, rake: 34, back: 18, wheel: 22, lift: 10, colour: "#f2c14e" },
  economy: { name: "Economy car", length: 214, body: 44, cabin: 46, hood: 44, tail: 14, rake: 38, back: 26, wheel: 23, lift: 10, colour: "#3d9be0" },
  compact: { name: "Compact car", length: 232, body: 44, cabin: 46, hood: 50, tail: 16, rake: 42, back: 32, wheel: 24, lift: 10, colour: "#e4572e" },
  intermediate: { name: "Intermediate car", length: 250, body: 42, cabin: 44, hood: 60, tail: 40, rake: 44, back: 34, wheel: 24, lift: 10, colour: "#2f9e74" },
  standard: { name: "Standard car", length: 262, body: 42, cabin: 44, hood: 64, tail: 46, rake: 46, back: 36, wheel: 25, lift: 10, colour: "#7a8794" },
  "full-size": { name: "Full-size car", length: 276, body: 44, cabin: 44, hood: 68, tail: 50, rake: 48, back: 38, wheel: 26, lift: 10, colour: "#2f5d8a" },
  "compact-suv": { name: "Compact SUV", length: 240, body: 56, cabin: 48, hood: 46, tail: 16, rake: 36, back: 18, wheel: 28, lift: 18, colour: "#c96f3b", rails: true },
  suv: { name: "SUV", length: 266, body: 60, cabin: 52, hood: 50, tail: 14, rake: 34, back: 12, wheel: 30, lift: 20, colour: "#3e4e57", rails: true, long: true },
  minivan: { name: "Minivan", length: 270, body: 54, cabin: 60, hood: 36, tail: 10, rake: 50, back: 8, wheel: 26, lift: 12, colour: "#8e9aaf", long: true },
  premium: { name: "Premium car", length: 284, body: 42, cabin: 42, hood: 72, tail: 52, rake: 54, back: 40, wheel: 27, lift: 9, colour: "#22334a", chrome: true },
  convertible: { name: "Convertible", length: 250, body: 40, cabin: 30, hood: 66, tail: 48, rake: 26, back: 0, wheel: 25, lift: 9, colour: "#d62839", open: true },
  luxury: { name: "Luxury car", length: 300, body: 44, cabin: 44, hood: 80, tail: 56, rake: 56, back: 44, wheel: 28, lift: 9, colour: "#15181d", chrome: true, long: true },
};

const ROAD_SKIES: readonly [string, string, string][] = [
  ["#7cc3ef", "#e8f6fd", "#9cc59a"],
  ["#f6a37a", "#fde7c4", "#b6a483"],
  ["#8fb8de", "#eef3f8", "#a7bfa0"],
  ["#a8d8c8", "#f3faf4", "#8fbf8a"],
];

export function carSvg(key: string, carClass: CarClass): string {
  const id: Id = (n) => `${key}-${n}`;
  const c = CAR_SHAPES[carClass];
  const [skyTop, skyBottom, hills] = ROAD_SKIES[CAR_CLASSES.indexOf(carClass) % ROAD_SKIES.length]!;
  const sky = backdrop(id, "sky", skyTop, skyBottom);
  const road = 240;
  const xs = 200 - c.length / 2;
  const xe = 200 + c.length / 2;
  const yb = road - c.lift;
  const yt = yb - c.body;
  const yc = yt - c.cabin;
  const xr = xs + c.tail;
  const xf = xe - c.hood;
  const round = (w: number) => ` stroke="${c.colour}" stroke-width="${w}" stroke-linejoin="round"`;

  let body =
    sky.body +
    path("M0 200q60-40 130-14t140-10 130 6V240H0z", hills, ` opacity=".7"`) +
    cloud(90, 60, 1) +
    cloud(320, 84, 0.7) +
    rect(0, road, 400, 60, "#4a4f57") +
    rect(0, road, 400, 5, "#8a9099") +
    `<path d="M0 274h400" stroke="#f1f3f5" stroke-width="4" stroke-dasharray="28 20"/>` +
    `<ellipse cx="200" cy="${road + 1}" rx="${r(c.length / 2 + 8)}" ry="6" fill="#000" opacity=".3"/>`;

  // Cabin: round-joined outline in body colour, then the glass.
  if (!c.open) {
    body += path(
      `M${r(xr)} ${yt + 4}L${r(xr + c.back)} ${yc + 4}H${r(xf - c.rake)}L${r(xf)} ${yt + 4}z`,
      c.colour,
      round(12),
    );
    const at = (y: number, front: boolean) =>
      front ? xf - (c.rake * (yt - y)) / c.cabin - 8 : xr + (c.back * (yt - y)) / c.cabin + 8;
    const gTop = yc + 6;
    const gBottom = yt - 2;
    body += path(
      `M${r(at(gBottom, false))} ${gBottom}L${r(at(gTop, false))} ${gTop}H${r(at(gTop, true))}L${r(at(gBottom, true))} ${gBottom}z`,
      `url(#${id("glass")})`,
    );
    const left = at(gTop, false);
    const right = at(gTop, true);
    const pillars = c.long
      ? [left + (right - left) * 0.36, left + (right - left) * 0.68]
      : [left + (right - left) * 0.5];
    for (const x of pillars) body += rect(x - 4, gTop - 1, 8, gBottom - gTop + 2, c.colour);
    if (c.rails) {
      body += `<path d="M${r(xr + c.back + 8)} ${yc - 9}H${r(xf - c.rake - 8)}M${r(xr + c.back + 16)} ${yc - 9}v8M${r(xf - c.rake - 16)} ${yc - 9}v8" stroke="#2b2f36" stroke-width="4"/>`;
    }
  } else {
    body +=
      rect(xr - 6, yt - 9, 50, 14, "#2b2f36", ` rx="7"`) +
      rect(xf - 92, yt - 20, 16, 24, "#3a3f47", ` rx="6"`) +
      rect(xf - 50, yt - 20, 16, 24, "#3a3f47", ` rx="6"`) +
      path(
        `M${r(xf - 2)} ${yt + 2}L${r(xf - c.rake)} ${yc}h-10L${r(xf - 16)} ${yt + 2}z`,
        `url(#${id("glass")})`,
        ` stroke="#2b2f36" stroke-width="3" stroke-linejoin="round"`,
      );
  }

  // Lower body, with shading, trim and lights.
  const lower = `M${r(xs)} ${yt}H${r(xe - 10)}L${r(xe)} ${yt + 14}V${yb}H${r(xs)}z`;
  body +=
    path(lower, c.colour, round(14)) +
    path(
      lower,
      `url(#${id("shade")})`,
      ` stroke="url(#${id("shade")})" stroke-width="14" stroke-linejoin="round"`,
    ) +
    rect(xs - 4, yb - 4, c.length + 8, 10, "#1f2329", ` rx="5" opacity=".55"`) +
    rect(xe - 6, yt + 6, 12, 9, "#fff4c2", ` rx="3"`) +
    rect(xs - 6, yt + 4, 9, 12, "#e0413a", ` rx="3"`);
  const mid = c.open ? xr + (xf - xr) * 0.55 : (xr + c.back + xf - c.rake) / 2;
  body +=
    `<path d="M${r(mid)} ${yt - 2}V${yb - 8}" stroke="#000" stroke-width="2" opacity=".25"/>` +
    rect(mid + 10, yt + 10, 16, 4, "#000", ` rx="2" opacity=".35"`);
  if (c.chrome) {
    body += `<path d="M${r(xs + 4)} ${yt + 22}H${r(xe - 6)}" stroke="#e7ebf0" stroke-width="3" opacity=".8"/>`;
  }

  // Wheels.
  const cy = road - c.wheel;
  for (const x of [xs + c.length * 0.19, xe - c.length * 0.2]) {
    body +=
      circle(x, cy, c.wheel + 5, "#1b1e23") +
      circle(x, cy, c.wheel, "#2b2f36") +
      circle(x, cy, c.wheel * 0.58, `url(#${id("rim")})`) +
      circle(x, cy, c.wheel * 0.18, "#6b7480");
  }

  const defs =
    sky.defs +
    grad(id("glass"), "#d9eefa", "#7aa6c4") +
    grad(id("rim"), "#eef1f4", "#9aa3ad") +
    `<linearGradient id="${id("shade")}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset=".3" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>`;
  return doc(400, 300, `${c.name} illustration`, defs, body);
}
