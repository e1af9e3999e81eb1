import { backdrop, circle, cloud, grad, path, rect, SKYLINE, sun, type Scene } from "./draw";

const HOUSES = ["#e8835e", "#f2c14e", "#6fb3c8", "#e0a4b8", "#8cc084", "#f0a35e"];

/** Tours: an old town walk, a sightseeing bus and a bike ride (`activity-tour-<n>`). */
export const TOUR_SCENES: readonly [Scene, Scene, Scene] = [
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
];
