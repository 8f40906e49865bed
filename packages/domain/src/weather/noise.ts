/**
 * Random-access smooth noise: the value at any instant depends only on the seed and the instant, so the weather of
 * an hour is the same whether it is computed alone, in a year's backfill or on another server.
 */

/** 32-bit hash of a seed and an integer knot, as a number in [-1, 1). */
function knot(seed: number, i: number): number {
  let h = (seed ^ Math.imul(i, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 31 - 1;
}

/** Smooth value noise in [-1, 1]: knots every `period` units of `x`, cosine-blended between. */
export function smoothNoise(seed: number, x: number, period: number): number {
  const p = x / period;
  const i = Math.floor(p);
  const f = p - i;
  const w = (1 - Math.cos(Math.PI * f)) / 2;
  return knot(seed, i) * (1 - w) + knot(seed, i + 1) * w;
}

/** Two octaves: slow swings with some faster wobble on top, still in [-1, 1]. */
export function layeredNoise(seed: number, x: number, period: number): number {
  return 0.7 * smoothNoise(seed, x, period) + 0.3 * smoothNoise(seed ^ 0x5bd1e995, x, period / 3.7);
}

/** 32-bit FNV-1a of a text: the seed of a location. */
export function hashText(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
