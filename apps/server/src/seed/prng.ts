/**
 * The demo history's randomness: seeded, so the same seed and inputs always give the same rows (a test can pin
 * them, and two servers seeding the same window agree). Every demo generator (climate, production) draws from
 * `prng(seedOf(DEMO_SEED, <what>, <which>))` — one stream per thing, so adding a generator or a room never
 * shifts the numbers of another.
 */

/** The seed of all demo history; change it to get a different but equally believable year. */
export const DEMO_SEED = 'pfs-demo-2025';

export type Prng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number;
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** Standard normal (mean 0, deviation 1). */
  normal(): number;
};

/** 32-bit FNV-1a over the parts joined with '/': a stable seed from names and numbers. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('/')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and well mixed enough for demo noise (not for anything secret). */
export function prng(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let spare: number | null = null;
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    chance: (p) => next() < p,
    normal: () => {
      // Box–Muller gives two; the second is kept for the next call.
      if (spare !== null) {
        const s = spare;
        spare = null;
        return s;
      }
      const u = 1 - next();
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return r * Math.cos(2 * Math.PI * v);
    },
  };
}

/**
 * A slowly wandering disturbance (first-order autoregressive): deviation `sigma` around 0, forgetting its past
 * over `tauH` hours. Climate noise drawn this way drifts like real weather or a control loop, not like static.
 */
export function wander(rng: Prng, sigma: number, tauH: number) {
  let x = 0;
  return (dtH: number) => {
    const keep = Math.exp(-dtH / tauH);
    x = x * keep + sigma * Math.sqrt(1 - keep * keep) * rng.normal();
    return x;
  };
}
