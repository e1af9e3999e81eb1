import { afterEach, describe, expect, it, vi } from "vitest";
import { ttlCache } from "./cache";

afterEach(() => vi.useRealTimers());

describe("ttlCache", () => {
  it("loads once per key until the entry expires", async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000);
    const load = vi.fn(async () => 42);
    await Promise.all([cache.get("a", load), cache.get("a", load)]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets failed loads and deleted keys", async () => {
    const cache = ttlCache<number>(60_000);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 1)).toBe(1);
    cache.delete("a");
    expect(await cache.get("a", async () => 2)).toBe(2);
  });

  it("evicts the oldest entry when full", async () => {
    const cache = ttlCache<string>(60_000, 2);
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    expect(await cache.get("c", async () => "c2")).toBe("c1");
  });
});
