// The units a pharmacopoeia limit is printed in, and which of them measure the same thing.

/** Units a limit may carry, longest first so "mg/kg" is not read as "mg". */
export const LIMIT_UNITS = ['%（ml/g）', '%（g/ml）', 'μg/kg', 'µg/kg', 'ng/kg', 'mg/kg', 'mg/g', 'ml/g', 'mg', 'μg', 'ppm', '℃', '°', '%', 'g'] as const;

/** Mass fractions, in parts per million: a value in one converts to any other. */
const MASS_FRACTION: Record<string, number> = {
  '%': 10_000,
  'mg/g': 1_000,
  'mg/kg': 1,
  ppm: 1,
  'μg/kg': 0.001,
  'ng/kg': 0.000_001,
};

/** "µ" (micro sign) and "μ" (Greek mu) are both typed; half-width brackets are read as full-width. */
export function normalizeUnit(unit: string | null | undefined): string | null {
  if (!unit) return null;
  const u = unit.trim().replace(/µ/g, 'μ').replace(/\(/g, '（').replace(/\)/g, '）').replace(/\s+/g, '');
  return u === '' ? null : u;
}

/**
 * The factor that turns a value in `from` into `to`, or null when they do not measure the same thing
 * (mg/kg and ℃). Equal units are 1; mass fractions convert among themselves.
 */
export function unitFactor(from: string | null, to: string | null): number | null {
  const a = normalizeUnit(from);
  const b = normalizeUnit(to);
  if (a === b) return 1;
  if (a === null || b === null) return null;
  const fa = MASS_FRACTION[a];
  const fb = MASS_FRACTION[b];
  return fa !== undefined && fb !== undefined ? fa / fb : null;
}
