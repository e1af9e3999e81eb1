import { backdrop, circle, cloud, grad, path, rect, type Scene } from "./draw";

/** Food: a laden table, a wine and cheese tasting and a market (`activity-food-<n>`). */
export const FOOD_SCENES: readonly [Scene, Scene, Scene] = [
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
];
