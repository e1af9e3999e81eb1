import { circle, grad, path, rect, type Scene } from "./draw";

/** Culture: a gallery, live music and a dance show (`activity-culture-<n>`). */
export const CULTURE_SCENES: readonly [Scene, Scene, Scene] = [
  {
    title: "Art gallery illustration",
    draw: (id) => ({
      defs: grad(id("wall"), "#f7f3ec", "#e6dfd3") + grad(id("floor"), "#c49a6c", "#8d6440"),
      body:
        rect(0, 0, 400, 300, `url(#${id("wall")})`) +
        path("M60 0l-40 150h80zM200 0l-40 150h80zM340 0l-40 150h80z", "#fff6d5", ` opacity=".45"`) +
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
          grad(id("curtain"), "#c1121f", "#6a040f", true) + grad(id("floor"), "#8d5a2b", "#4a2c14"),
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
];
