import { describe, expect, it } from "vitest";
import { impureTextAt, isPlainText } from "./common";

describe("plain text", () => {
  it("refuses U+0000 and a surrogate without its pair, and takes any other text", () => {
    expect(isPlainText("Zoë 😀 日本 \u0001\uffff")).toBe(true);
    expect(isPlainText("a\u0000b")).toBe(false);
    expect(isPlainText("\ud83d")).toBe(false);
    expect(isPlainText("x\ude00")).toBe(false);
    expect(isPlainText("\ude00\ud83d")).toBe(false);
    expect(isPlainText("\ud83d\ud83d\ude00")).toBe(false);
  });

  it("names where in the input the string is, keys included", () => {
    expect(impureTextAt({ a: [1, true, null, { b: "ok" }], c: "fine" })).toBeNull();
    expect(impureTextAt({ a: [1, { b: "x\u0000" }] })).toEqual(["a", 1, "b"]);
    expect(impureTextAt({ a: { "k\ud800": 1 } })).toEqual(["a", "k\ud800"]);
    expect(impureTextAt("\u0000")).toEqual([]);
  });

  it("walks input nested far deeper than the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(impureTextAt(deep)).toHaveLength(200_000);
  });
});
