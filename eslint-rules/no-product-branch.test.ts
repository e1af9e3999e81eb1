import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint, RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import rule from "./no-product-branch.mjs";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
});
const branch = (id: string) => ({ messageId: "branch", data: { id } });

describe("no-product-branch", () => {
  tester.run("no-product-branch", rule, {
    valid: [
      // Reading the product through a registry, and naming one, are not branches.
      "const parts = TRIP_PARTS[offer.product];",
      'const entry = { product: "hotels", path: "/booknow/hotels" };',
      'const label = messages["hotels"];',
      "if (offer.product === other.product) run();",
      'if (status === "confirmed") run();',
      'if (name.includes("hotel")) run();',
    ],
    invalid: [
      { code: 'if (offer.product === "hotels") run();', errors: [branch("hotels")] },
      { code: 'const f = "flights" !== product;', errors: [branch("flights")] },
      { code: "const f = product == `cars`;", errors: [branch("cars")] },
      { code: 'const f = product != "resorts";', errors: [branch("resorts")] },
      {
        code: 'switch (offer.product) { case "activities": break; case "cruises": break; }',
        errors: [branch("activities"), branch("cruises")],
      },
      { code: 'if (id.includes("hotels")) run();', errors: [branch("hotels")] },
      { code: 'if (["cars", "flights"].includes(id)) run();', errors: [branch("cars")] },
    ],
  });
});

describe("the project's lint configuration", () => {
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });
  const planted = 'export const stay = (product: string) => product === "hotels";\n';
  const problems = async (filePath: string) =>
    (await eslint.lintText(planted, { filePath }))[0]!.messages
      .filter((m) => m.ruleId === "local/no-product-branch")
      .map((m) => m.message);

  it("reports a branch planted in a shared page, component or library file", async () => {
    for (const file of [
      "components/booking/trips/planted.tsx",
      "app/[agency]/[locale]/(site)/planted/page.tsx",
      "lib/booking/planted.ts",
    ]) {
      expect(await problems(file), file).toEqual([expect.stringContaining('"hotels"')]);
    }
  }, 60_000);

  it("leaves the product folders and the registries alone", async () => {
    for (const file of [
      "components/booking/registry.ts",
      "components/booking/hotels/planted.tsx",
      "lib/booking/trip-products.ts",
      "lib/booking/hotels-planted.ts",
      "lib/server/products/hotels/planted.ts",
    ]) {
      expect(await problems(file), file).toEqual([]);
    }
  }, 60_000);
});
