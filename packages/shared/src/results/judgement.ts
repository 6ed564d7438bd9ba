// The judgement of a result against its limit: computed, never typed (issue #21).
import { normalizeDecimal, roundHalfEven } from './decimal';
import type { LimitBound, LimitRule } from './limit-parser';
import { unitFactor } from './units';

/** 符合 / 不符合 / 不判定. */
export type Judgement = 'pass' | 'fail' | 'none';

export const JUDGEMENT_LABELS: Record<Judgement, string> = { pass: '符合', fail: '不符合', none: '不判定' };

/** What an institution enters on one row of the results. */
export interface ResultEntry {
  /** The measured value as typed ("9.2"); null when 未检出 or for a qualitative check. */
  value: string | null;
  unit: string | null;
  /** Below the method's detection limit: 未检出. */
  notDetected: boolean;
  /** A qualitative check's outcome: true 符合规定, false 不符合规定, null not recorded. */
  conforms: boolean | null;
}

/** Moves the decimal point of a decimal text by `places` (a power-of-ten unit conversion, exact). */
export function shiftDecimal(text: string, places: number): string {
  const negative = text.startsWith('-');
  const [intPart = '0', frac = ''] = text.replace(/^[-+]/, '').split('.');
  let digits = intPart + frac;
  let point = intPart.length + places;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point);
  return `${negative ? '-' : ''}${whole}${rest ? `.${rest}` : ''}`;
}

/** The value in the limit's unit, as decimal text; null when the units do not convert. */
function inLimitUnit(entry: ResultEntry, unit: string | null): string | null {
  const value = entry.value === null ? null : normalizeDecimal(entry.value);
  if (value === null) return null;
  const factor = unitFactor(entry.unit, unit);
  if (factor === null) return null;
  return factor === 1 ? value : shiftDecimal(value, Math.round(Math.log10(factor)));
}

/** Rounded to the bound's printed decimals (凡例: 修约 to the limit's places, then compare). */
const rounded = (value: string, b: LimitBound) => roundHalfEven(value, b.decimals);

/**
 * Bounds are inclusive as the pharmacopoeia words them: 不得过 10.0 % accepts 10.0 (and 10.04, which
 * rounds to 10.0); 不得少于 accepts the bound itself. 未检出 meets an upper bound and misses a lower one.
 */
export function judge(rule: LimitRule | null, entry: ResultEntry): Judgement {
  if (rule === null) return 'none';
  if (rule.kind === 'qualitative') return entry.conforms === null ? 'none' : entry.conforms ? 'pass' : 'fail';
  if (rule.kind === 'notDetected') {
    if (entry.notDetected) return 'pass';
    return normalizeDecimal(entry.value ?? '') === null ? 'none' : 'fail';
  }
  if (entry.notDetected) return rule.kind === 'max' ? 'pass' : 'fail';
  const value = inLimitUnit(entry, rule.unit);
  if (value === null) return 'none';
  if (rule.kind === 'max') return rounded(value, rule.max) <= rule.max.value ? 'pass' : 'fail';
  if (rule.kind === 'min') return rounded(value, rule.min) >= rule.min.value ? 'pass' : 'fail';
  const decimals = Math.max(rule.min.decimals, rule.max.decimals);
  const v = roundHalfEven(value, decimals);
  return v >= rule.min.value && v <= rule.max.value ? 'pass' : 'fail';
}

/** A report's conclusion: any 不符合 fails it; otherwise any 符合 passes it; all 不判定 stays 不判定. */
export function overallJudgement(judgements: Judgement[]): Judgement {
  if (judgements.includes('fail')) return 'fail';
  return judgements.includes('pass') ? 'pass' : 'none';
}

/** The printed form of a rule, for a results table and the report: ≤ 12.0 %, ≥ 0.30 %, 20 ～ 25 %. */
export function formatRule(rule: LimitRule | null): string {
  if (rule === null) return '—';
  const u = (unit: string | null) => (unit ? unit : '');
  const n = (b: LimitBound) => b.value.toFixed(b.decimals);
  switch (rule.kind) {
    case 'max':
      return `≤${n(rule.max)}${u(rule.unit)}`;
    case 'min':
      return `≥${n(rule.min)}${u(rule.unit)}`;
    case 'range':
      return `${n(rule.min)}～${n(rule.max)}${u(rule.unit)}`;
    case 'notDetected':
      return '不得检出';
    case 'qualitative':
      return '应符合规定';
  }
}

