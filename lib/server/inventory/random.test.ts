import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./random";

const draws = (seed: string, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe("createRng", () => {
  it("gives the same sequence for the same seed", () => {
    expect(draws("h-1620619017-1", 1000)).toEqual(draws("h-1620619017-1", 1000));
  });

  it("gives different sequences for different seeds, even close ones", () => {
    expect(draws("h-1620619017-1", 5)).not.toEqual(draws("h-1620619017-2", 5));
    expect(draws("a", 5)).not.toEqual(draws("b", 5));
  });

  // The inventory is positions in these sequences: a change here re-rolls every hotel, car and
  // flight, and allotments stored against their ids would then describe other products.
  it("keeps its golden values", () => {
    expect(hashString("lisbon")).toEqual([1279858744, 849771306, 3528012429, 3216481959]);
    expect(draws("lisbon", 3)).toEqual([0.5798335783183575, 0.3770683135371655, 0.798240706557408]);
    expect(createRng("lisbon").int(1, 1_000_000)).toBe(579834);
    expect(draws("", 1)).toEqual([0.18176812469027936]);
  });

  it("draws floats in [0, 1) with a flat distribution", () => {
    const values = draws("flat", 20_000);
    const buckets = new Array<number>(10).fill(0);
    for (const v of values) buckets[Math.floor(v * 10)]!++;
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    // 2,000 expected per bucket; a fair generator stays well within ±10 %.
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });

  it("draws integers over the whole inclusive range, evenly", () => {
    const rng = createRng("dice");
    const counts = new Map<number, number>();
    for (let i = 0; i < 60_000; i++) {
      const v = rng.int(1, 6);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(600);
    expect(createRng("x").int(7, 7)).toBe(7);
    expect(() => createRng("x").int(3, 2)).toThrow(RangeError);
    expect(() => createRng("x").int(0.5, 2)).toThrow(RangeError);
  });

  it("picks by weight", () => {
    const rng = createRng("weights");
    const counts = { a: 0, b: 0, c: 0, never: 0 };
    const choices = [
      ["a", 1],
      ["b", 3],
      ["never", 0],
      ["c", 6],
    ] as const;
    for (let i = 0; i < 50_000; i++) counts[rng.weighted(choices)]++;
    expect(counts.never).toBe(0);
    expect(counts.a / 50_000).toBeCloseTo(0.1, 1);
    expect(counts.b / 50_000).toBeCloseTo(0.3, 1);
    expect(counts.c / 50_000).toBeCloseTo(0.6, 1);
    expect(() => rng.weighted([["a", 0]])).toThrow(RangeError);
    expect(() => rng.weighted([["a", -1]])).toThrow(RangeError);
  });

  it("picks every item of a list, and refuses an empty one", () => {
    const rng = createRng("pick");
    const seen = new Set(Array.from({ length: 200 }, () => rng.pick(["x", "y", "z"])));
    expect(seen).toEqual(new Set(["x", "y", "z"]));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = createRng("shuffle").shuffle(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(shuffled).not.toEqual(input);
    expect(createRng("shuffle").shuffle(input)).toEqual(shuffled);
    // Every item lands first about equally often.
    const rng = createRng("fair");
    const firsts = new Array<number>(4).fill(0);
    for (let i = 0; i < 20_000; i++) firsts[rng.shuffle([0, 1, 2, 3])[0]!]!++;
    for (const count of firsts) expect(Math.abs(count - 5000)).toBeLessThan(300);
  });

  it("answers chance(p) about p of the time", () => {
    const rng = createRng("chance");
    let yes = 0;
    for (let i = 0; i < 20_000; i++) if (rng.chance(0.25)) yes++;
    expect(yes / 20_000).toBeCloseTo(0.25, 1);
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
  });
});
