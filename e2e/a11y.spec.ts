import AxeBuilder from "@axe-core/playwright";
import { expect, test, url } from "./fixtures";

const PAGES = ["/", "/about", "/faqs", "/privacy-policy", "/errors"];

for (const lng of ["en", "ar"]) {
  for (const path of PAGES) {
    test(`no serious or critical accessibility violation on ${path} in ${lng}`, async ({
      page,
    }) => {
      await page.goto(url("demo.localhost", `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`));
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(blocking).toEqual([]);
    });
  }
}
