import { backdrop, circle, cloud, grad, path, rect, SKYLINE, sun, type Scene } from "./draw";

/** Tickets: a museum, an observation deck and an aquarium (`activity-ticket-<n>`). */
export const TICKET_SCENES: readonly [Scene, Scene, Scene] = [
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
];
