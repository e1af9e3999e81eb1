import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * The tests every product's contract errors have (its unit test calls this): its namespace in
 * `messages/parts/<part>` has exactly the contract's keys, in English the contract's very
 * sentences, and in every language a translation of each.
 */
export function describeErrorMessages(
  namespace: string,
  part: string,
  contract: Readonly<Record<string, string>>,
) {
  const messages = (locale: string) =>
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, "../../messages/parts", part, `${locale}.json`),
        "utf8",
      ),
    ) as Record<string, Record<string, string>>;

  describe(`${namespace} messages`, () => {
    it("has exactly the contract's keys, in English its very sentences", () => {
      expect(messages("en")[namespace]).toEqual({ ...contract });
    });

    it.each(LOCALES)("%s translates every contract message", (locale) => {
      const errors = messages(locale)[namespace]!;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(contract).sort());
      for (const text of Object.values(errors)) expect(text.trim()).not.toBe("");
    });
  });
}
