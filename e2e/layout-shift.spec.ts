import { expect, test, url } from "./fixtures";

/**
 * Issue 26: the home page does not move under the reader while its parts arrive. The hotel
 * search form and the deals load after the page; the boxes holding their places until then
 * have their shapes, on a phone (the form five rows tall) as on a desktop (one row).
 */
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]) {
  test(`the home page does not shift while its form and deals load, ${viewport.width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node),
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url("demo.localhost"));
    await expect(page.getByRole("form", { name: "Search hotels" })).toBeVisible();
    // The deals have arrived (cards, or the Book Now banner of the first tab's product).
    await expect(page.getByRole("tabpanel").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("deals-skeleton")).toHaveCount(0);
    // A frame for any shift the last arrival caused to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
    expect(shifts).toEqual([]);
  });
}
