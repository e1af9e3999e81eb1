import { test as base, expect } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const url = (host: string, path = "/") => `http://${host}:${PORT}${path}`;

/**
 * Any address off this machine: not localhost, a *.localhost agency, 127.0.0.1 or the custom-domain
 * demo. A pattern, not a function: Playwright matches a pattern in the browser's driver, while a
 * function makes every request of the page wait for a round trip to the test process.
 */
const OFF_MACHINE =
  /^https?:\/\/(?!(?:localhost|127\.0\.0\.1|horizon\.test|[^/?#:]+\.localhost)(?::\d+)?(?:[/?#]|$))/;

/** Pages may only reach this machine: analytics and other third parties are answered locally. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.route(OFF_MACHINE, (route) => route.fulfill({ status: 204, body: "" }));
    await provide(page);
  },
});

export { expect };
