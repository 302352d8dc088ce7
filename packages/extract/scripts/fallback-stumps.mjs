// Gradient-boosted decision stumps (logistic loss, Newton leaf values, shrinkage): the nonlinear model
// train-fallback.mjs --stumps compares with the logistic regression. Deterministic: no sampling.
const ROUNDS = 300;
const SHRINK = 0.3;
const MAX_CUTS = 12;

/** Candidate cut points of each feature: up to MAX_CUTS midpoints between its sorted distinct values. */
function cutsOf(xs, f) {
  const vals = [...new Set(xs.map((x) => x[f]))].sort((a, b) => a - b);
  const mids = vals.slice(1).map((v, i) => (v + vals[i]) / 2);
  if (mids.length <= MAX_CUTS) return mids;
  return Array.from({ length: MAX_CUTS }, (_, k) => mids[Math.floor(((k + 0.5) * mids.length) / MAX_CUTS)]);
}

/** Stumps [feature, cut, below, above] and a bias, trained on the mails' rows (positive: the expected code). */
export function fitStumps(mails, skip = new Set()) {
  const xs = [];
  const ys = [];
  for (const m of mails)
    m.rows.forEach((row, k) => {
      xs.push(row);
      ys.push(k === m.positive ? 1 : 0);
    });
  const nf = xs[0].length;
  const pos = ys.reduce((a, b) => a + b, 0);
  const bias = Math.log(pos / (ys.length - pos));
  const z = new Array(xs.length).fill(bias);
  const cuts = Array.from({ length: nf }, (_, f) => (skip.has(f) ? [] : cutsOf(xs, f)));
  const stumps = [];
  for (let r = 0; r < ROUNDS; r++) {
    const g = z.map((v, i) => 1 / (1 + Math.exp(-v)) - ys[i]);
    const h = z.map((v) => {
      const p = 1 / (1 + Math.exp(-v));
      return Math.max(p * (1 - p), 1e-6);
    });
    let bestGain = 0;
    let best = null;
    const G = g.reduce((a, b) => a + b, 0);
    const H = h.reduce((a, b) => a + b, 0);
    for (let f = 0; f < nf; f++)
      for (const c of cuts[f]) {
        let gl = 0;
        let hl = 0;
        for (let i = 0; i < xs.length; i++)
          if (xs[i][f] <= c) {
            gl += g[i];
            hl += h[i];
          }
        const gr = G - gl;
        const hr = H - hl;
        const gain = (gl * gl) / (hl + 1) + (gr * gr) / (hr + 1) - (G * G) / (H + 1);
        if (gain > bestGain) {
          bestGain = gain;
          best = [f, c, (-gl / (hl + 1)) * SHRINK, (-gr / (hr + 1)) * SHRINK];
        }
      }
    if (!best) break;
    stumps.push(best);
    for (let i = 0; i < xs.length; i++) z[i] += xs[i][best[0]] <= best[1] ? best[2] : best[3];
  }
  return { bias, stumps };
}

export function stumpProbability(fit, row) {
  let z = fit.bias;
  for (const [f, c, below, above] of fit.stumps) z += row[f] <= c ? below : above;
  return 1 / (1 + Math.exp(-z));
}
