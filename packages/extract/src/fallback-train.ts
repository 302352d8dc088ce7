import { mailRows, type FallbackMail } from './fallback-features.js';

// Training the fallback's logistic regression: pure and deterministic (Newton's method from zero weights, a fixed
// number of steps, no sampling), so scripts/train-fallback.mjs and fallback-model.test.ts reach the same weights.

/** One mail's candidate values, their rows and which value (if any) is the expected code. */
export interface LabelledMail {
  values: string[];
  rows: number[][];
  /** Index of the expected code among values, -1 when the mail has none or the generator missed it. */
  positive: number;
}

export function labelMail(mail: FallbackMail, code: string | null): LabelledMail {
  const { values, rows } = mailRows(mail);
  return { values, rows, positive: code === null ? -1 : values.indexOf(code) };
}

export interface Fit {
  weights: number[];
  bias: number;
}

export const L2 = 1;
const STEPS = 25;

/** Solves A x = b for a symmetric positive definite A (Cholesky); A and b are left unchanged. */
function solve(a: readonly number[][], b: readonly number[]): number[] {
  const n = b.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let s = (a[i] as number[])[j] as number;
      for (let k = 0; k < j; k++) s -= ((l[i] as number[])[k] as number) * ((l[j] as number[])[k] as number);
      (l[i] as number[])[j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / ((l[j] as number[])[j] as number);
    }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i] as number;
    for (let k = 0; k < i; k++) s -= ((l[i] as number[])[k] as number) * (y[k] as number);
    y[i] = s / ((l[i] as number[])[i] as number);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i] as number;
    for (let k = i + 1; k < n; k++) s -= ((l[k] as number[])[i] as number) * (x[k] as number);
    x[i] = s / ((l[i] as number[])[i] as number);
  }
  return x;
}

/**
 * L2-penalised logistic regression on every candidate row of the mails: a row is positive when its value is the
 * mail's expected code. The bias is not penalised. `skip` lists features held at weight 0.
 */
export function fitLogistic(mails: readonly LabelledMail[], skip: ReadonlySet<number> = new Set()): Fit {
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const m of mails)
    m.rows.forEach((row, k) => {
      xs.push([...row.map((v, f) => (skip.has(f) ? 0 : v)), 1]);
      ys.push(k === m.positive ? 1 : 0);
    });
  const n = (xs[0]?.length ?? 1) as number;
  let w = new Array<number>(n).fill(0);
  for (let step = 0; step < STEPS; step++) {
    const grad = new Array<number>(n).fill(0);
    const hess = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    xs.forEach((x, r) => {
      let z = 0;
      for (let f = 0; f < n; f++) z += (w[f] as number) * (x[f] as number);
      const p = 1 / (1 + Math.exp(-z));
      const g = p - (ys[r] as number);
      const h = p * (1 - p);
      for (let f = 0; f < n; f++) {
        const xf = x[f] as number;
        if (xf === 0) continue;
        grad[f] = (grad[f] as number) + g * xf;
        const hr = hess[f] as number[];
        for (let e = 0; e <= f; e++) hr[e] = (hr[e] as number) + h * xf * (x[e] as number);
      }
    });
    for (let f = 0; f < n; f++) {
      for (let e = 0; e < f; e++) (hess[e] as number[])[f] = (hess[f] as number[])[e] as number;
      const penalty = f === n - 1 ? 1e-6 : L2;
      grad[f] = (grad[f] as number) + penalty * (w[f] as number);
      (hess[f] as number[])[f] = ((hess[f] as number[])[f] as number) + penalty;
    }
    const delta = solve(hess, grad);
    w = w.map((v, f) => v - (delta[f] as number));
  }
  return { weights: w.slice(0, n - 1).map((v, f) => (skip.has(f) ? 0 : v)), bias: w[n - 1] as number };
}
