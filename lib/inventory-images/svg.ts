import type { ActivityCategory } from "@/lib/server/inventory/activities/generate";

/**
 * Illustrations for the image keys the sandbox inventory gives deal cards (DESIGN: images are
 * generated or bundled, never hot-linked). Pure and deterministic: the same key always gives
 * the same self-contained SVG, with no external references, scripts or foreignObject.
 */

/**
 * The keys the inventory hands out. The generators are server-only and do not export every
 * list, so the names are copied from them (svg.test.ts checks the copy against them):
 * - `hotel-<n>`: n below `HOTEL_IMAGE_COUNT` in lib/server/inventory/hotels/generate.ts;
 * - `activity-<category>-<n>`: `ActivityCategory` and `ACTIVITY_IMAGES_PER_CATEGORY` in
 *   lib/server/inventory/activities/generate.ts;
 * - `car-<class>` and `car-supplier-<code>`: the `CLASSES` slugs and `CAR_SUPPLIERS` in
 *   lib/server/inventory/cars/generate.ts.
 */
export const INVENTORY_IMAGE_SOURCES = {
  hotelCount: 12,
  activityCategories: ["tour", "ticket", "food", "outdoor", "culture"],
  activityImagesPerCategory: 3,
  carClasses: [
    "mini",
    "economy",
    "compact",
    "intermediate",
    "standard",
    "full-size",
    "compact-suv",
    "suv",
    "minivan",
    "premium",
    "convertible",
    "luxury",
  ],
  carSuppliers: [
    ["atlas", "Atlas Car Rental"],
    ["bluebird", "Bluebird Rent-a-Car"],
    ["continental", "Continental Drive"],
    ["easywheels", "EasyWheels"],
    ["globe", "Globe Rentals"],
    ["horizon", "Horizon Auto Hire"],
    ["kestrel", "Kestrel Car Hire"],
    ["metro", "Metro Rent"],
    ["nova", "Nova Car Rental"],
    ["pioneer", "Pioneer Autos"],
    ["summit", "Summit Car Hire"],
    ["swift", "Swift Rent"],
  ],
} as const satisfies {
  hotelCount: number;
  activityCategories: readonly ActivityCategory[];
  activityImagesPerCategory: number;
  carClasses: readonly string[];
  carSuppliers: readonly (readonly [code: string, name: string])[];
};

type CarClass = (typeof INVENTORY_IMAGE_SOURCES.carClasses)[number];

const S = INVENTORY_IMAGE_SOURCES;

/** Every key {@link inventoryImageSvg} draws, in a stable order. */
export const INVENTORY_IMAGE_KEYS: readonly string[] = [
  ...Array.from({ length: S.hotelCount }, (_, i) => `hotel-${i}`),
  ...S.activityCategories.flatMap((c) =>
    Array.from({ length: S.activityImagesPerCategory }, (_, i) => `activity-${c}-${i}`),
  ),
  ...S.carClasses.map((c) => `car-${c}`),
  ...S.carSuppliers.map(([code]) => `car-supplier-${code}`),
];

const KEYS = new Set(INVENTORY_IMAGE_KEYS);

/** The SVG for an inventory image key, or null when the inventory never hands out the key. */
export function inventoryImageSvg(key: string): string | null {
  if (!KEYS.has(key)) return null;
  const supplier = S.carSuppliers.find(([code]) => key === `car-supplier-${code}`);
  if (supplier) return supplierLogo(key, supplier[0], supplier[1]);
  if (key.startsWith("hotel-")) return hotel(key, Number(key.slice("hotel-".length)));
  if (key.startsWith("car-")) return car(key, key.slice("car-".length) as CarClass);
  const [, category, n] = /^activity-([a-z]+)-(\d+)$/.exec(key)!;
  return activity(key, category as ActivityCategory, Number(n));
}

// ---------------------------------------------------------------------------------------------
// Helpers

type Id = (name: string) => string;

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Rounds to one decimal, to keep paths short. */
const r = (x: number) => Math.round(x * 10) / 10;

function doc(w: number, h: number, title: string, defs: string, body: string): string {
  const t = esc(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    `role="img" aria-label="${t}"><title>${t}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    `${body}</svg>`
  );
}

/** A two-stop linear gradient, top to bottom unless `across`. */
function grad(id: string, from: string, to: string, across = false): string {
  const end = across ? `x2="1" y2="0"` : `x2="0" y2="1"`;
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;

const circle = (cx: number, cy: number, radius: number, fill: string, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

/** The full canvas painted with a vertical gradient. */
function backdrop(id: Id, name: string, top: string, bottom: string) {
  return { defs: grad(id(name), top, bottom), body: rect(0, 0, 400, 300, `url(#${id(name)})`) };
}

/** FNV-1a: a stable number for a string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

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

const cloud = (x: number, y: number, s: number, opacity = 0.9) =>
  `<g fill="#fff" opacity="${opacity}" transform="translate(${x} ${y}) scale(${s})">` +
  `<ellipse cx="0" cy="0" rx="30" ry="11"/><circle cx="-8" cy="-8" r="12"/>` +
  `<circle cx="10" cy="-6" r="9"/></g>`;

const STARS = "M40 30h2M92 58h2M150 22h2M214 44h2M262 18h2M360 96h2M20 92h2M300 70h2";
const stars = `<path d="${STARS}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".8"/>`;

/** A crescent moon centred on (x, y). */
const moon = (x: number, y: number) =>
  circle(x, y, 30, "#fff8d6", ` opacity=".12"`) +
  path(`M${x + 4} ${y - 18}a18 18 0 1 0 14 29a14 14 0 1 1-14-29z`, "#fff3c4");

const sun = (x: number, y: number, radius: number, colour: string) =>
  circle(x, y, radius * 1.6, colour, ` opacity=".25"`) + circle(x, y, radius, colour);

// ---------------------------------------------------------------------------------------------
// Hotels: a building over a sky, varied by index.

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

const SKYLINE =
  "M0 250V160h34v-20h22v110zM62 250V120h40v130zM110 250V170h30v80zM258 250V150h36v100zM300 " +
  "250V110h30v-16h16v156zM352 250V176h48v74z";

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

function hotel(key: string, index: number): string {
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

// ---------------------------------------------------------------------------------------------
// Activities: a scene per category and image number.

interface Scene {
  title: string;
  draw: (id: Id) => { defs: string; body: string };
}

const HOUSES = ["#e8835e", "#f2c14e", "#6fb3c8", "#e0a4b8", "#8cc084", "#f0a35e"];

const ACTIVITY_SCENES: Record<ActivityCategory, readonly [Scene, Scene, Scene]> = {
  tour: [
    {
      title: "Old town walking tour illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#8ec9f0", "#fdf1d6");
        let houses = "";
        HOUSES.forEach((colour, i) => {
          const x = i * 68 - 8;
          const top = 130 + ((i * 37) % 50);
          houses +=
            path(`M${x} 250V${top}l34-30 34 30V250z`, colour) +
            path(`M${x - 4} ${top + 2}l38-34 38 34-4 4-34-30-34 30z`, "#8a3b2e") +
            rect(x + 12, top + 14, 14, 18, "#fff8e7") +
            rect(x + 42, top + 14, 14, 18, "#fff8e7") +
            rect(x + 26, 218, 16, 32, "#5b3a29");
        });
        return {
          defs: sky.defs,
          body:
            sky.body +
            sun(320, 60, 22, "#ffd166") +
            cloud(90, 60, 1) +
            houses +
            rect(0, 250, 400, 50, "#c9b79c") +
            `<path d="M0 268h400M0 286h400" stroke="#a8957a" stroke-width="2" stroke-dasharray="14 8"/>` +
            `<path d="M0 96q100 30 200 0t200 0" stroke="#5b3a29" fill="none"/>` +
            `<path d="M40 104l8 14 8-12M120 114l8 14 8-14M200 96l8 14 8-14M280 104l8 14 8-14M352 100l8 14 8-12" fill="#e63946"/>`,
        };
      },
    },
    {
      title: "City bus tour illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#7fc4ef", "#e6f5fc");
        return {
          defs: sky.defs + grad(id("bus"), "#ef4f4f", "#b82e2e"),
          body:
            sky.body +
            path(SKYLINE, "#9fb7c9", ` opacity=".6"`) +
            cloud(300, 50, 1.1) +
            rect(0, 236, 400, 64, "#50565f") +
            `<path d="M0 270h400" stroke="#fff" stroke-width="4" stroke-dasharray="26 18"/>` +
            rect(74, 104, 256, 124, `url(#${id("bus")})`, ` rx="14"`) +
            rect(88, 116, 228, 34, "#bfe3f7", ` rx="5"`) +
            rect(88, 164, 180, 32, "#bfe3f7", ` rx="5"`) +
            `<path d="M126 116v34M164 116v34M202 116v34M240 116v34M278 116v34M126 164v32M164 164v32M202 164v32M240 164v32" stroke="#b82e2e" stroke-width="5"/>` +
            rect(282, 164, 32, 56, "#2f3d4a", ` rx="3"`) +
            rect(74, 154, 256, 5, "#ffd166") +
            rect(318, 200, 12, 10, "#fff2b3") +
            circle(130, 230, 22, "#2b2f36") +
            circle(130, 230, 10, "#c9ced6") +
            circle(276, 230, 22, "#2b2f36") +
            circle(276, 230, 10, "#c9ced6"),
        };
      },
    },
    {
      title: "Bike tour illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#f7a072", "#fde4b5");
        const wheel = (x: number) =>
          circle(x, 222, 36, "none", ` stroke="#263238" stroke-width="7"`) +
          circle(x, 222, 4, "#263238");
        return {
          defs: sky.defs,
          body:
            sky.body +
            sun(290, 150, 40, "#ffdf8a") +
            `<path d="M0 200q80-40 170-8t230-20V300H0z" fill="#89b87a"/>` +
            `<path d="M0 230q120-30 220 4t180-8V300H0z" fill="#6a9f5b"/>` +
            `<path d="M36 200v-30M354 206v-36" stroke="#5b3a29" stroke-width="6"/>` +
            circle(36, 160, 22, "#3f7d3a") +
            circle(354, 164, 26, "#3f7d3a") +
            rect(0, 258, 400, 42, "#d9c29a") +
            wheel(140) +
            wheel(262) +
            `<path d="M140 222l44-62h66l12 62M184 160l22 62 44-62M206 222h-66M178 146h24M250 160l-6-22h18" stroke="#0f766e" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
        };
      },
    },
  ],
  ticket: [
    {
      title: "Museum ticket illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#9ad0f5", "#eef7fd");
        let columns = "";
        for (let i = 0; i < 6; i++) {
          const x = 106 + i * 36;
          columns += rect(x, 140, 16, 82, "#f4efe4") + rect(x - 4, 134, 24, 7, "#e2d9c6");
        }
        return {
          defs: sky.defs + grad(id("stone"), "#f7f2e7", "#d9cfbb"),
          body:
            sky.body +
            cloud(70, 60, 1) +
            cloud(330, 44, 0.8) +
            path("M84 128L200 70l116 58z", `url(#${id("stone")})`) +
            path("M112 122L200 80l88 42z", "#c9bda5") +
            rect(84, 126, 232, 10, "#e2d9c6") +
            rect(96, 136, 208, 90, "#cfc3aa") +
            columns +
            rect(84, 222, 232, 10, "#e2d9c6") +
            rect(72, 232, 256, 9, "#d6ccb6") +
            rect(60, 241, 280, 9, "#c9bda5") +
            rect(0, 250, 400, 50, "#b9c7a5") +
            `<g transform="rotate(-12 330 250)">` +
            path("M290 226h84v16a8 8 0 0 0 0 16v16h-84v-16a8 8 0 0 0 0-16z", "#f6c453") +
            `<path d="M310 230v40" stroke="#b7791f" stroke-width="2" stroke-dasharray="4 4"/>` +
            `<path d="M324 244h34M324 256h24" stroke="#b7791f" stroke-width="4"/></g>`,
        };
      },
    },
    {
      title: "Observation deck illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#4b6cb7", "#f6b38e");
        return {
          defs: sky.defs + grad(id("tower"), "#e9ecf2", "#8f9bb3", true),
          body:
            sky.body +
            sun(90, 190, 30, "#ffd9a0") +
            `<path d="M120 60l10 6 10-6M280 90l8 5 8-5" stroke="#2b2d42" stroke-width="2" fill="none"/>` +
            rect(196, 14, 8, 50, "#8f9bb3") +
            path("M192 250l4-170h8l4 170z", `url(#${id("tower")})`) +
            `<ellipse cx="200" cy="96" rx="34" ry="16" fill="url(#${id("tower")})"/>` +
            rect(170, 90, 60, 8, "#ffd77a", ` rx="3"`) +
            `<ellipse cx="200" cy="76" rx="18" ry="10" fill="#c3cad8"/>` +
            path(SKYLINE, "#2b2d42", ` opacity=".85"`) +
            rect(150, 200, 34, 50, "#2b2d42") +
            rect(216, 186, 40, 64, "#2b2d42") +
            `<path d="M10 180h6M74 150h6M272 170h6M318 130h6M362 200h6M122 200h6" stroke="#ffd77a" stroke-width="4"/>` +
            rect(0, 250, 400, 50, "#1d1e30"),
        };
      },
    },
    {
      title: "Aquarium illustration",
      draw: (id) => {
        const sky = backdrop(id, "sea", "#2bb3c0", "#0b3d6b");
        const fish = (x: number, y: number, s: number, colour: string, flip = false) =>
          `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">` +
          `<ellipse rx="26" ry="15" fill="${colour}"/>` +
          path("M20 0l22-16v32z", colour) +
          circle(-14, -4, 3.5, "#0b2545") +
          `<path d="M-2-14q6 14 0 28" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/></g>`;
        return {
          defs: sky.defs,
          body:
            sky.body +
            path(
              "M60 0h40L40 300H0zM200 0h30L190 300h-50zM320 0h36l-6 300h-60z",
              "#fff",
              ` opacity=".08"`,
            ) +
            `<path d="M40 300q-20-50 4-90t-6-80M72 300q18-40-6-74t8-60M344 300q-16-60 8-100t-4-70" stroke="#2e9e6a" stroke-width="9" fill="none" stroke-linecap="round"/>` +
            path("M0 270q100-22 200 0t200-4V300H0z", "#e8d5a3") +
            fish(150, 120, 1.2, "#ff8c42") +
            fish(280, 180, 1, "#ffd166", true) +
            fish(230, 80, 0.7, "#ef476f") +
            fish(120, 220, 0.8, "#f9f7f3", true) +
            `<g fill="none" stroke="#fff" stroke-width="2" opacity=".6">` +
            circle(96, 90, 5, "none") +
            circle(104, 64, 3.5, "none") +
            circle(94, 42, 2.5, "none") +
            circle(320, 110, 4, "none") +
            circle(326, 86, 3, "none") +
            `</g>`,
        };
      },
    },
  ],
  food: [
    {
      title: "Food tour illustration",
      draw: (id) => ({
        defs:
          `<pattern id="${id("cloth")}" width="40" height="40" patternUnits="userSpaceOnUse">` +
          rect(0, 0, 40, 40, "#fdf6ec") +
          rect(0, 0, 20, 20, "#e85d5d", ` opacity=".85"`) +
          rect(20, 20, 20, 20, "#e85d5d", ` opacity=".85"`) +
          `</pattern>`,
        body:
          rect(0, 0, 400, 300, `url(#${id("cloth")})`) +
          circle(206, 154, 110, "#000", ` opacity=".12"`) +
          circle(200, 150, 110, "#fff") +
          circle(200, 150, 84, "#f3efe8") +
          circle(200, 150, 70, "#f4c95d") +
          `<path d="M150 130q30-20 50 0t50-4M146 160q30-18 56 2t48-6M156 184q24-14 44 2t40-6" stroke="#e9b44c" stroke-width="10" fill="none" stroke-linecap="round"/>` +
          circle(176, 128, 11, "#d62828") +
          circle(226, 168, 11, "#d62828") +
          circle(212, 122, 9, "#d62828") +
          path("M184 170q10-16 24-4q-12 14-24 4zM232 136q10-16 24-4q-12 14-24 4z", "#3a9d4f") +
          `<path d="M54 60v180M40 60v40q14 14 28 0V60M54 60v40M354 60v180" stroke="#b8bec6" stroke-width="8" stroke-linecap="round" fill="none"/>` +
          path("M348 60q26 20 6 80z", "#b8bec6"),
      }),
    },
    {
      title: "Wine and cheese tasting illustration",
      draw: (id) => {
        const glass = (x: number) =>
          path(`M${x - 26} 110h52q2 52-26 58q-28-6-26-58z`, "#fff", ` opacity=".55"`) +
          path(`M${x - 25} 132h50q-4 32-25 36q-21-4-25-36z`, "#8e1b3a") +
          `<path d="M${x} 166v46M${x - 20} 214h40" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;
        return {
          defs: grad(id("wall"), "#5b2a3c", "#2d1420") + grad(id("table"), "#b07a4f", "#7a4f30"),
          body:
            rect(0, 0, 400, 300, `url(#${id("wall")})`) +
            rect(180, 92, 220, 8, "#24101a") +
            path(
              "M226 92V68q0-6 5-9V46h6v13q5 3 5 9v24zm40 0V68q0-6 5-9V46h6v13q5 3 5 9v24zm40 0V68q0-6 5-9V46h6v13q5 3 5 9v24zm40 0V68q0-6 5-9V46h6v13q5 3 5 9v24z",
              "#24101a",
            ) +
            rect(0, 214, 400, 86, `url(#${id("table")})`) +
            path("M70 214V120q0-16 12-26V50h20v44q12 10 12 26v94z", "#173d2a") +
            rect(70, 140, 44, 40, "#f1e3c6") +
            rect(82, 44, 20, 12, "#8e1b3a") +
            glass(160) +
            glass(228) +
            path("M262 250h108v-46z", "#f6c453") +
            path("M370 204v46h12v-40z", "#d9a02a") +
            circle(334, 238, 6, "#e0a82e") +
            circle(356, 224, 4, "#e0a82e") +
            circle(306, 244, 3, "#e0a82e") +
            `<g fill="#6a2c70">` +
            circle(300, 190, 9, "#7b3b87") +
            circle(316, 192, 9, "#6a2c70") +
            circle(308, 204, 9, "#7b3b87") +
            circle(294, 206, 9, "#6a2c70") +
            `</g>` +
            `<path d="M304 180q4-12 14-14" stroke="#3a9d4f" stroke-width="3" fill="none"/>`,
        };
      },
    },
    {
      title: "Market food tour illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#9fd3f2", "#fff3dc");
        let fruit = "";
        const colours = ["#f77f00", "#d62828", "#8ac926", "#ffca3a"];
        for (let crate = 0; crate < 4; crate++) {
          const x = 70 + crate * 68;
          fruit += rect(x, 196, 58, 34, "#a0703f");
          for (let k = 0; k < 3; k++) fruit += circle(x + 11 + k * 18, 192, 10, colours[crate]!);
        }
        return {
          defs:
            sky.defs +
            `<pattern id="${id("stripe")}" width="48" height="10" patternUnits="userSpaceOnUse">` +
            rect(0, 0, 24, 10, "#e63946") +
            rect(24, 0, 24, 10, "#fff8ef") +
            `</pattern>`,
          body:
            sky.body +
            cloud(320, 40, 0.9) +
            `<path d="M70 110v140M330 110v140" stroke="#7a5230" stroke-width="8"/>` +
            path("M40 70h320l20 50H20z", `url(#${id("stripe")})`) +
            path(
              "M20 120q20 22 40 0q20 22 40 0q20 22 40 0q20 22 40 0q20 22 40 0q20 22 40 0q20 22 40 0q20 22 40 0q20 22 40 0z",
              "#e63946",
            ) +
            fruit +
            rect(50, 230, 300, 20, "#7a5230") +
            rect(0, 250, 400, 50, "#d8c8ab"),
        };
      },
    },
  ],
  outdoor: [
    {
      title: "Sunset boat cruise illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#ff7e5f", "#feb47b");
        return {
          defs: sky.defs + grad(id("sea"), "#3a6ea5", "#16324f"),
          body:
            sky.body +
            circle(200, 190, 58, "#ffe29a") +
            rect(0, 190, 400, 110, `url(#${id("sea")})`) +
            `<path d="M140 206h120M160 222h80M176 238h48M40 250h60M300 266h70M60 280h50" stroke="#ffd28a" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
            `<path d="M80 70l8 6 8-6M104 56l6 5 6-5M300 80l8 6 8-6" stroke="#5a2a27" stroke-width="2" fill="none"/>` +
            path("M226 190l76-2-14 22h-52z", "#2d2a32") +
            `<path d="M262 188V92" stroke="#2d2a32" stroke-width="4"/>` +
            path("M266 96l40 84h-40z", "#fff6e8") +
            path("M258 104l-34 76h34z", "#ffe0c2"),
        };
      },
    },
    {
      title: "Mountain hike illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#6cb8ec", "#e3f3fc");
        const pine = (x: number, y: number, s: number) =>
          path(`M${x} ${y - 60 * s}l${22 * s} ${48 * s}h${-44 * s}z`, "#24553a") +
          rect(x - 3 * s, y - 12 * s, 6 * s, 12 * s, "#5b3a29");
        return {
          defs: sky.defs,
          body:
            sky.body +
            cloud(80, 60, 1) +
            sun(330, 56, 20, "#fff1a8") +
            path("M-10 220L90 110l60 50 70-100 80 90 40-30 80 100z", "#8aa5c0") +
            path("M190 94l30-34 28 32-14-6-14 10-14-8z", "#fff") +
            path("M-10 250l120-90 80 60 90-70 130 100z", "#5e8c6a") +
            path("M0 300V240q100-40 200-10t200-20v90z", "#3f7550") +
            `<path d="M170 300q40-40-10-70t40-70" stroke="#f3e1b8" stroke-width="4" stroke-dasharray="8 8" fill="none"/>` +
            `<path d="M220 60V30" stroke="#5b3a29" stroke-width="3"/>` +
            path("M222 30h18l-6 6 6 6h-18z", "#e63946") +
            pine(40, 276, 1.2) +
            pine(80, 286, 0.9) +
            pine(340, 280, 1.1) +
            pine(372, 290, 0.8),
        };
      },
    },
    {
      title: "Hot air balloon ride illustration",
      draw: (id) => {
        const sky = backdrop(id, "sky", "#8fd3fe", "#fde2c8");
        const envelope =
          "M0-70c46 0 60 40 48 70-10 24-34 40-38 58h-20C-14 40-38 24-48 0-60-30-46-70 0-70z";
        const balloon = (x: number, y: number, s: number, a: string, b: string) =>
          `<g transform="translate(${x} ${y}) scale(${s})">` +
          path(envelope, a) +
          path(envelope, b, ` transform="scale(.55 1)"`) +
          path(envelope, a, ` transform="scale(.18 1)"`) +
          `<path d="M-10 58l-2 22M10 58l2 22" stroke="#5b3a29" stroke-width="2"/>` +
          rect(-14, 78, 28, 20, "#8b5a2b", ` rx="3"`) +
          `</g>`;
        return {
          defs: sky.defs,
          body:
            sky.body +
            cloud(320, 210, 1.3) +
            cloud(70, 90, 0.9) +
            balloon(300, 90, 0.45, "#06d6a0", "#118ab2") +
            balloon(170, 120, 1, "#ef476f", "#ffd166") +
            path("M0 250q100-50 200-10t200-20V300H0z", "#8cc084") +
            path("M0 276q120-30 240 0t160-10V300H0z", "#6a9f5b"),
        };
      },
    },
  ],
  culture: [
    {
      title: "Art gallery illustration",
      draw: (id) => ({
        defs: grad(id("wall"), "#f7f3ec", "#e6dfd3") + grad(id("floor"), "#c49a6c", "#8d6440"),
        body:
          rect(0, 0, 400, 300, `url(#${id("wall")})`) +
          path(
            "M60 0l-40 150h80zM200 0l-40 150h80zM340 0l-40 150h80z",
            "#fff6d5",
            ` opacity=".45"`,
          ) +
          rect(0, 230, 400, 70, `url(#${id("floor")})`) +
          rect(0, 224, 400, 8, "#d6cbb8") +
          rect(24, 70, 72, 90, "#c9a227") +
          rect(32, 78, 56, 74, "#9ad0f5") +
          path("M32 152v-26l20-16 36 30v12z", "#5e8c6a") +
          circle(72, 96, 8, "#ffd166") +
          rect(146, 56, 108, 120, "#3d2b1f") +
          rect(156, 66, 88, 100, "#f1e9da") +
          circle(184, 100, 20, "#ef476f") +
          rect(196, 110, 36, 40, "#118ab2") +
          path("M162 160l40-30 36 30z", "#ffd166") +
          rect(304, 74, 72, 90, "#c9a227") +
          rect(312, 82, 56, 74, "#2b2d42") +
          `<ellipse cx="340" cy="114" rx="16" ry="20" fill="#e5b99a"/>` +
          path("M318 156q22-34 44 0z", "#8e1b3a") +
          rect(130, 244, 140, 14, "#4a3728", ` rx="4"`) +
          `<path d="M146 258v22M254 258v22" stroke="#4a3728" stroke-width="8"/>`,
      }),
    },
    {
      title: "Live music illustration",
      draw: (id) => {
        const note = (x: number, y: number, colour: string) =>
          `<ellipse cx="${x}" cy="${y}" rx="9" ry="7" fill="${colour}" transform="rotate(-20 ${x} ${y})"/>` +
          `<path d="M${x + 8} ${y - 2}v-40l14 8" stroke="${colour}" stroke-width="4" fill="none"/>`;
        return {
          defs: grad(id("bg"), "#2a1650", "#0c0920") + grad(id("wood"), "#e39b4f", "#9c5a22"),
          body:
            rect(0, 0, 400, 300, `url(#${id("bg")})`) +
            path("M60 0l60 0-20 250H0zM280 0h60l60 250h-100z", "#ffe6a8", ` opacity=".12"`) +
            path("M170 0h60l40 250H130z", "#9ad0f5", ` opacity=".1"`) +
            `<g transform="rotate(-30 200 160)">` +
            rect(193, 30, 14, 120, "#3d2b1f") +
            rect(188, 14, 24, 22, "#3d2b1f", ` rx="4"`) +
            circle(200, 176, 46, `url(#${id("wood")})`) +
            circle(200, 136, 34, `url(#${id("wood")})`) +
            circle(200, 150, 12, "#2a1650") +
            rect(186, 196, 28, 8, "#3d2b1f") +
            `<path d="M197 36v160M203 36v160" stroke="#f1e9da" stroke-width="1"/></g>` +
            note(90, 110, "#ffd166") +
            note(300, 80, "#ef476f") +
            note(330, 160, "#06d6a0") +
            path(
              "M0 300v-40a18 18 0 0 1 36 0a20 20 0 0 1 40-4a18 18 0 0 1 36 4a20 20 0 0 1 40-2a18 18 0 0 1 36 0a20 20 0 0 1 40-4a18 18 0 0 1 36 4a20 20 0 0 1 40-2a18 18 0 0 1 36 0a20 20 0 0 1 40 0v44z",
              "#05040c",
            ),
        };
      },
    },
    {
      title: "Dance show illustration",
      draw: (id) => {
        const curtain = "M0 0h110q-10 60 0 120t-20 180H0z";
        return {
          defs:
            grad(id("curtain"), "#c1121f", "#6a040f", true) +
            grad(id("floor"), "#8d5a2b", "#4a2c14"),
          body:
            rect(0, 0, 400, 300, "#1a1423") +
            path("M150 0h100l70 240H80z", "#fff3c4", ` opacity=".14"`) +
            rect(0, 240, 400, 60, `url(#${id("floor")})`) +
            `<ellipse cx="200" cy="248" rx="90" ry="16" fill="#fff3c4" opacity=".35"/>` +
            circle(200, 106, 13, "#f1d3b3") +
            path("M193 120h14l8 50 38 60H147l38-60z", "#ef476f") +
            `<path d="M193 128l-38-40M207 128l40-30M190 230l-8 20M210 230l12 18" stroke="#f1d3b3" stroke-width="7" stroke-linecap="round" fill="none"/>` +
            path(curtain, `url(#${id("curtain")})`) +
            path(curtain, `url(#${id("curtain")})`, ` transform="matrix(-1 0 0 1 400 0)"`) +
            path(
              "M0 0h400v34q-25 22-50 0q-25 22-50 0q-25 22-50 0q-25 22-50 0q-25 22-50 0q-25 22-50 0q-25 22-50 0q-25 22-50 0z",
              "#9d0208",
            ) +
            rect(0, 0, 400, 10, "#f6c453"),
        };
      },
    },
  ],
};

function activity(key: string, category: ActivityCategory, n: number): string {
  const scene = ACTIVITY_SCENES[category][n]!;
  const { defs, body } = scene.draw((name) => `${key}-${name}`);
  return doc(400, 300, scene.title, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Cars: a side view, facing right, whose proportions follow the class.

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

function car(key: string, carClass: CarClass): string {
  const id: Id = (n) => `${key}-${n}`;
  const c = CAR_SHAPES[carClass];
  const [skyTop, skyBottom, hills] =
    ROAD_SKIES[S.carClasses.indexOf(carClass) % ROAD_SKIES.length]!;
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

// ---------------------------------------------------------------------------------------------
// Car hire suppliers: a 3:1 wordmark badge in a colour derived from the code.

function supplierLogo(key: string, code: string, name: string): string {
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
