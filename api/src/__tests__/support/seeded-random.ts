// A seeded random draw for the fuzz tests: a failure can be replayed with the same seed (FUZZ_SEED).

/** mulberry32: a small, fast generator of numbers in [0, 1). */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draw of a test: FUZZ_SEED when set, else the test's own seed. */
export function seededRandom(defaultSeed: number, alphabet: string) {
  const seed = Number(process.env.FUZZ_SEED ?? defaultSeed);
  const random = mulberry32(seed);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const randomString = (max = 40) => Array.from({ length: int(max) }, () => pick([...alphabet])).join('');
  return { seed, random, int, pick, randomString };
}

/** Names every JavaScript object has: drawn as keys, values and list names, each is one more unknown word. */
export const INHERITED_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
] as const;
