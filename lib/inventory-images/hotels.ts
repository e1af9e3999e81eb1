import { backdrop, circle, cloud, doc, grad, path, rect, SKYLINE, sun, type Id } from "./draw";

/**
 * Hotels (`hotel-<n>`): a building over a sky. The index picks the time of day, the building,
 * the scenery and the colours independently, so every hotel gets its own picture.
 */

const STARS = "M40 30h2M92 58h2M150 22h2M214 44h2M262 18h2M360 96h2M20 92h2M300 70h2";
const stars = `<path d="${STARS}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".8"/>`;

/** A crescent moon centred on (x, y). */
const moon = (x: number, y: number) =>
  circle(x, y, 30, "#fff8d6", ` opacity=".12"`) +
  path(`M${x + 4} ${y - 18}a18 18 0 1 0 14 29a14 14 0 1 1-14-29z`, "#fff3c4");

interface Time {
  sky: [string, string];
  ground: [string, string];
  glass: string;
  shade: string;
  night: boolean;
}

const TIMES: readonly Time[] = [
  {
    sky: ["#5aa7e6", "#d4ecfb"],
    ground: ["#9ca3a9", "#6b7178"],
    glass: "#7fb3d9",
    shade: "#000",
    night: false,
  },
  {
    sky: ["#f0765a", "#fcd58e"],
    ground: ["#8c7d78", "#5c4f4c"],
    glass: "#f9c27f",
    shade: "#4a1d2e",
    night: false,
  },
  {
    sky: ["#111838", "#3d3f7a"],
    ground: ["#3a3d52", "#22243a"],
    glass: "#ffd77a",
    shade: "#0a0e2a",
    night: true,
  },
];

// prettier-ignore
const HOTEL_WALLS = ["#f2e4cf", "#dfe7ee", "#f1d7c2", "#e9dff2", "#f5e6b8", "#d9ebe1", "#f3d2cf",
  "#e2e6d3", "#f0dfd0", "#d7e3f2", "#efe4e0", "#e6d7bd"];
// prettier-ignore
const HOTEL_ACCENTS = ["#c0392b", "#2c7a7b", "#8e44ad", "#d35400", "#1f6fb2", "#b7791f",
  "#2f855a", "#b83280", "#c05621", "#2b6cb0", "#805ad5", "#9b2c2c"];

/** Window areas in 20×24 cells: [first column, first row, columns, rows]. */
type Cells = [number, number, number, number];

interface Building {
  /** The walls, as one path. */
  walls: string;
  windows: Cells[];
  /** Roof trim and other accent-coloured parts. */
  accent: string;
  /** Centre x of the entrance. */
  door: number;
  extra?: string;
}

const BUILDINGS: readonly Building[] = [
  {
    walls: "M140 54h120v196H140zM100 150h40v100h-40zM260 130h40v120h-40z",
    windows: [
      [7, 3, 6, 6],
      [5, 7, 2, 2],
      [13, 6, 2, 3],
    ],
    accent: "M134 42h132v14H134zM196 16h8v26h-8zM96 144h48v8H96zM256 124h48v8h-48z",
    door: 200,
  },
  {
    walls: "M74 112h252v138H74z",
    windows: [[4, 5, 12, 4]],
    accent: "M68 104h264v12H68zM160 84h80v20h-80z",
    door: 200,
    extra: `<path d="M170 90h60v8h-60z" fill="#fff" opacity=".7"/>`,
  },
  {
    walls: "M100 124h200v126H100z",
    windows: [[5, 6, 10, 3]],
    accent: "M90 124l110-52 110 52zM94 118h212v10H94zM198 36h4v36h-4z",
    door: 200,
    extra: `<path d="M202 38h22l-6 7 6 7h-22z" fill="#f6c453"/>`,
  },
  {
    walls: "M90 162h220v88H90zM120 114h160v48H120zM150 66h100v48H150z",
    windows: [
      [5, 7, 10, 2],
      [6, 5, 8, 2],
      [8, 3, 4, 2],
    ],
    accent: "M86 158h228v8H86zM116 110h168v8H116zM146 62h108v8H146zM198 26h4v36h-4z",
    door: 200,
  },
];

function palm(x: number, s: number): string {
  return (
    `<g transform="translate(${x} 252) scale(${s})">` +
    `<path d="M0 0q8-44 2-88" stroke="#7a5230" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    path(
      "M2-88q-30-12-46 8q22-16 46-8zm0 0q32-12 48 8q-24-16-48-8zm0 0q-12-28-40-30q28 8 40 30zm0 0q14-30 42-28q-30 4-42 28zm0 0q-22 4-30 26q14-18 30-26zm0 0q22 4 30 26q-14-18-30-26z",
      "#2f8f5b",
    ) +
    `</g>`
  );
}

export function hotelSvg(key: string, index: number): string {
  const id: Id = (n) => `${key}-${n}`;
  const time = TIMES[Math.floor(index / 4) % TIMES.length]!;
  const building = BUILDINGS[index % BUILDINGS.length]!;
  const scenery = (index + Math.floor(index / 4)) % 3;
  const wall = HOTEL_WALLS[index]!;
  const accent = HOTEL_ACCENTS[index]!;
  const left = index % 2 === 1;

  const sky = backdrop(id, "sky", ...time.sky);
  const lit = time.night ? "#ffd77a" : time.glass;
  const dark = time.night ? "#2a2f55" : "#5d7f99";
  const defs =
    sky.defs +
    grad(id("ground"), ...time.ground) +
    `<linearGradient id="${id("shade")}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${time.shade}" stop-opacity="${time.night ? 0.45 : 0}"/>` +
    `<stop offset="1" stop-color="${time.shade}" stop-opacity="${time.night ? 0.7 : 0.22}"/>` +
    `</linearGradient>` +
    `<pattern id="${id("win")}" width="40" height="48" patternUnits="userSpaceOnUse">` +
    rect(5, 5, 10, 14, lit) +
    rect(25, 5, 10, 14, time.night ? dark : lit) +
    rect(5, 29, 10, 14, lit) +
    rect(25, 29, 10, 14, lit) +
    (time.night ? "" : path("M5 5h4l-4 8zM25 29h4l-4 8z", "#fff", ` opacity=".45"`)) +
    `</pattern>`;

  let body = sky.body;
  const sx = left ? 70 : 330;
  if (time.night) body += stars + moon(sx, 64);
  else if (time === TIMES[0]) body += sun(sx, 66, 24, "#ffe27a") + cloud(left ? 320 : 80, 80, 1);
  else body += sun(sx, 200, 34, "#ffe9a8");

  if (scenery === 0) body += path(SKYLINE, time.night ? "#262a55" : "#fff", ` opacity=".35"`);
  if (scenery === 2) {
    body +=
      `<ellipse cx="60" cy="262" rx="150" ry="62" fill="#5fa36a"/>` +
      `<ellipse cx="350" cy="266" rx="130" ry="54" fill="#4b8f5a"/>`;
    if (time.night) body += rect(0, 190, 400, 70, "#0a0e2a", ` opacity=".55"`);
  }

  const win = building.windows
    .map(([c, row, cols, rows]) =>
      rect(c * 20 + 2, row * 24 + 2, cols * 20 - 4, rows * 24 - 4, `url(#${id("win")})`),
    )
    .join("");
  const d = building.door;
  body +=
    path(building.walls, wall) +
    path(building.walls, `url(#${id("shade")})`) +
    win +
    path(building.accent, accent) +
    (building.extra ?? "") +
    rect(d - 24, 222, 48, 7, accent) +
    rect(d - 14, 229, 28, 21, time.night ? "#ffd77a" : "#3d5a73");

  body +=
    rect(0, 250, 400, 50, `url(#${id("ground")})`) + rect(0, 250, 400, 5, "#fff", ` opacity=".25"`);
  if (scenery === 1) body += palm(48, 1) + palm(352, 0.9) + palm(84, 0.7);
  else if (scenery === 2) body += circle(40, 236, 18, "#3e7d4b") + circle(366, 238, 16, "#3e7d4b");

  return doc(400, 300, "Hotel illustration", defs, body);
}
