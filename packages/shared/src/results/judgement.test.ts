import { describe, expect, it } from 'vitest';
import { roundHalfEven, normalizeDecimal } from './decimal';
import { type ResultEntry, formatRule, judge, overallJudgement, shiftDecimal } from './judgement';
import { type LimitRule, parseLimit } from './limit-parser';

function ruleOf(text: string): LimitRule {
  const parsed = parseLimit(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.clauses[0]!.rule;
}
const measured = (value: string, unit: string | null = '%'): ResultEntry => ({ value, unit, notDetected: false, conforms: null });
const notDetected: ResultEntry = { value: null, unit: null, notDetected: true, conforms: null };

describe('roundHalfEven (GB/T 8170 修约)', () => {
  it('drops below five, carries above five, and on exactly five keeps the kept digit even', () => {
    expect(roundHalfEven('10.04', 1)).toBe(10);
    expect(roundHalfEven('10.06', 1)).toBe(10.1);
    expect(roundHalfEven('10.05', 1)).toBe(10);
    expect(roundHalfEven('10.15', 1)).toBe(10.2);
    expect(roundHalfEven('10.050001', 1)).toBe(10.1);
    expect(roundHalfEven('5.5', 0)).toBe(6);
    expect(roundHalfEven('-0.25', 1)).toBe(-0.2);
    expect(roundHalfEven('9', 2)).toBe(9);
  });

  it('reads typed decimals, full-width digits included, and nothing else', () => {
    expect(normalizeDecimal(' ９.２ ')).toBe('9.2');
    expect(normalizeDecimal('1e3')).toBeNull();
    expect(normalizeDecimal('约5')).toBeNull();
  });
});

describe('judge', () => {
  it('accepts an upper bound itself, as the pharmacopoeia words 不得过 (inclusive)', () => {
    const water = ruleOf('不得过10.0%');
    expect(judge(water, measured('10.0'))).toBe('pass');
    expect(judge(water, measured('10.04'))).toBe('pass');
    expect(judge(water, measured('10.05'))).toBe('pass');
    expect(judge(water, measured('10.06'))).toBe('fail');
    expect(judge(water, measured('9.2'))).toBe('pass');
    expect(judge(water, notDetected)).toBe('pass');
  });

  it('accepts a lower bound itself and refuses 未检出 against it', () => {
    const assay = ruleOf('不得少于0.30%');
    expect(judge(assay, measured('0.30'))).toBe('pass');
    expect(judge(assay, measured('0.294'))).toBe('fail');
    // 0.295 修约 to 0.30 (the kept 9 is odd, so the five carries): it meets the bound.
    expect(judge(assay, measured('0.295'))).toBe('pass');
    expect(judge(assay, measured('0.305'))).toBe('pass');
    expect(judge(assay, notDetected)).toBe('fail');
  });

  it('judges a range with both ends inclusive', () => {
    const r = ruleOf('应为20%～25%');
    expect(['19', '20', '25', '26'].map((v) => judge(r, measured(v)))).toEqual(['fail', 'pass', 'pass', 'fail']);
  });

  it('converts between mass fractions and leaves other unit pairs undecided', () => {
    const so2 = ruleOf('不得过150mg/kg');
    expect(judge(so2, measured('180', 'mg/kg'))).toBe('fail');
    expect(judge(so2, measured('0.012', '%'))).toBe('pass');
    expect(judge(so2, measured('0.016', '%'))).toBe('fail');
    expect(judge(so2, measured('149000', 'μg/kg'))).toBe('pass');
    expect(judge(so2, measured('100', '℃'))).toBe('none');
    expect(judge(ruleOf('不得过5μg/kg'), measured('0.004', 'mg/kg'))).toBe('pass');
  });

  it('judges 不得检出 and qualitative checks by what was recorded', () => {
    const banned = ruleOf('33种禁用农药不得检出');
    expect(judge(banned, notDetected)).toBe('pass');
    expect(judge(banned, measured('0.02', 'mg/kg'))).toBe('fail');
    const q = ruleOf('应符合规定');
    expect(judge(q, { ...measured(''), conforms: true })).toBe('pass');
    expect(judge(q, { ...measured(''), conforms: false })).toBe('fail');
    expect(judge(q, measured(''))).toBe('none');
  });

  it('does not judge without a limit or without a readable value', () => {
    expect(judge(null, measured('9.2'))).toBe('none');
    expect(judge(ruleOf('不得过10.0%'), measured('约9'))).toBe('none');
  });

  it('concludes 不符合 on any failed row, else 符合 on any passed row', () => {
    expect(overallJudgement(['pass', 'fail', 'none'])).toBe('fail');
    expect(overallJudgement(['pass', 'none'])).toBe('pass');
    expect(overallJudgement(['none'])).toBe('none');
    expect(overallJudgement([])).toBe('none');
  });
});

describe('shiftDecimal and formatRule', () => {
  it('moves the decimal point exactly', () => {
    expect(shiftDecimal('0.012', 4)).toBe('120');
    expect(shiftDecimal('180', -4)).toBe('0.0180');
    expect(shiftDecimal('-1.5', 1)).toBe('-15');
    expect(shiftDecimal('149000', -3)).toBe('149.000');
  });

  it('prints a rule as a results table shows it', () => {
    expect(formatRule(ruleOf('不得过12.0%'))).toBe('≤12.0%');
    expect(formatRule(ruleOf('不得少于0.30%'))).toBe('≥0.30%');
    expect(formatRule(ruleOf('应为20%～25%'))).toBe('20～25%');
    expect(formatRule(ruleOf('33种禁用农药不得检出'))).toBe('不得检出');
    expect(formatRule(null)).toBe('—');
  });
});
