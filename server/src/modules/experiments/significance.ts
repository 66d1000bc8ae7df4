/** Conversions out of visitors, for one variant. */
export type Sample = { visitors: number; conversions: number };

/**
 * The error function, by Abramowitz and Stegun's formula 7.1.26 (absolute error below 1.5e-7):
 * enough for a p-value shown to three decimals.
 */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  return sign * (1 - poly * Math.exp(-x * x));
}

const standardNormalCdf = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/**
 * Two-proportion z-test with a pooled proportion, two-sided: the probability of a difference in
 * conversion rates at least this large if the two variants converted equally. Null when a variant
 * has no visitors or the pooled rate is 0 or 1 (nothing to compare).
 */
export function twoProportionPValue(a: Sample, b: Sample): number | null {
  if (a.visitors === 0 || b.visitors === 0) return null;
  const pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors);
  if (pooled === 0 || pooled === 1) return null;
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  const z = (a.conversions / a.visitors - b.conversions / b.visitors) / standardError;
  return Math.min(1, 2 * (1 - standardNormalCdf(Math.abs(z))));
}
