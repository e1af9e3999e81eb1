import { backdrop, circle, cloud, grad, path, rect, sun, type Scene } from "./draw";

/** Outdoors: a sunset cruise, a mountain hike and a balloon ride (`activity-outdoor-<n>`). */
export const OUTDOOR_SCENES: readonly [Scene, Scene, Scene] = [
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
];
