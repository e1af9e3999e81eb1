import { test as base, expect } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const url = (host: string, path = "/") => `http://${host}:${PORT}${path}`;

/** Pages may only reach this machine: analytics and other third parties are answered locally. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.route(
      (u) =>
        !["localhost", "127.0.0.1", "horizon.test"].includes(u.hostname) &&
        !u.hostname.endsWith(".localhost"),
      (route) => route.fulfill({ status: 204, body: "" }),
    );
    await provide(page);
  },
});

export { expect };
