/**
 * A small seeded PRNG for the sandbox inventory: sfc32 seeded with the cyrb128 hash of a string.
 * Only 32-bit integer arithmetic (Math.imul, shifts), so the same seed gives the same sequence on
 * every machine, process and Node version. Inventory ids are positions in these sequences, so
 * changing the algorithm or the order of draws in a generator re-rolls the whole world: the golden
 * values in random.test.ts are there to make that a deliberate act.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One value, chosen with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [value: T, weight: number])[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** cyrb128 (bryc, public domain): four 32-bit words from a string's UTF-16 code units. */
export function hashString(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32 (Chris Doty-Humphrey, public domain): 32-bit output words. */
function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

export function createRng(seed: string): Rng {
  const word = sfc32(hashString(seed));
  // The first outputs of sfc32 still echo the seed; skipping a few mixes it in.
  for (let i = 0; i < 12; i++) word();

  const next = () => word() / 4294967296;
  const int = (min: number, max: number) => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`int(${min}, ${max}): bounds must be integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick(items) {
      if (items.length === 0) throw new RangeError("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    weighted(choices) {
      let total = 0;
      for (const [, weight] of choices) {
        if (!(weight >= 0) || !Number.isFinite(weight)) {
          throw new RangeError(`weights must be finite and not negative, got ${weight}`);
        }
        total += weight;
      }
      if (total <= 0) throw new RangeError("weighted pick needs a positive total weight");
      let r = next() * total;
      for (const [value, weight] of choices) {
        if (r < weight) return value;
        r -= weight;
      }
      // Float rounding can leave r a hair above the last weight: the last positive choice wins.
      return choices.findLast(([, weight]) => weight > 0)![0];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
