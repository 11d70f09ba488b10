// The seeded generator of the Monte Carlo analysis and its distributions. Never Math.random: the same seed must give
// the same draws in the browser worker and on the server. The generator uses 32-bit integer operations only
// (Math.imul, shifts), which JavaScript defines exactly; the transforms use Math.log / Math.sqrt / Math.cos, which V8
// (Node and Chromium alike) computes with its own fdlibm port, and every draw is then cut to 9 decimals as a decimal
// string, so a last-bit difference of another engine could only move a draw by 1e-9 of a percent.
import type { Distribution } from '../model-io-types';

/**
 * xoshiro128** (Blackman & Vigna, public domain algorithm), seeded through splitmix32 so that nearby seeds give
 * unrelated streams. next() is a uniform float in (0, 1) with 32 random bits.
 */
export class SeededRandom {
  private s = new Uint32Array(4);

  constructor(seed: number) {
    let x = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      this.s[i] = (z ^ (z >>> 16)) >>> 0;
    }
    if (this.s.every((v) => v === 0)) this.s[0] = 1;
  }

  /** A generator in a given state (the reference vectors of xoshiro128** start from [1, 2, 3, 4]). */
  static fromState(state: [number, number, number, number]): SeededRandom {
    const r = new SeededRandom(0);
    r.s.set(state);
    return r;
  }

  /** next 32 random bits */
  nextUint32(): number {
    const s = this.s;
    const r = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = (s[1]! << 9) >>> 0;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return r;
  }

  /** uniform in the open interval (0, 1) */
  next(): number {
    return (this.nextUint32() + 0.5) / 4294967296;
  }

  /** standard normal by Box–Muller (one of the pair; the other is dropped to keep the stream simple) */
  normal(): number {
    const u = this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * Φ(z), the standard normal CDF, by the complementary error function of Numerical Recipes (erfc with fractional
 * error below 1.2e-7, ample for turning a correlated normal into a uniform).
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(poly);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Inverse CDF of a distribution of a change in % at u ∈ (0, 1); normal draws take z directly. */
export function drawChange(d: Distribution, z: number): number {
  if (d.kind === 'normal') return Number(d.meanPct) + Number(d.sdPct) * z;
  const u = normalCdf(z);
  if (d.kind === 'uniform') return Number(d.min) + (Number(d.max) - Number(d.min)) * u;
  const a = Number(d.min);
  const c = Number(d.mode);
  const b = Number(d.max);
  if (b === a) return a;
  const fc = (c - a) / (b - a);
  return u < fc ? a + Math.sqrt(u * (b - a) * (c - a)) : b - Math.sqrt((1 - u) * (b - a) * (b - c));
}

/**
 * Lower-triangular L with L·Lᵀ = the correlation matrix (Cholesky). A matrix that is not positive definite (the
 * user's coefficients contradict each other) gives null, and the analysis reports it.
 */
export function cholesky(c: number[][]): number[][] | null {
  const n = c.length;
  const l = c.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let s = c[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (s <= 1e-12) return null;
        l[i]![i] = Math.sqrt(s);
      } else l[i]![j] = s / l[j]![j]!;
    }
  return l;
}

/** A draw as the decimal string the engine scales by: 9 decimals of a percent, plain notation. */
export const changeText = (x: number): string => {
  const s = x.toFixed(9);
  return s === '-0.000000000' ? '0.000000000' : s;
};
