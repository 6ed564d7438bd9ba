import { describe, expect, it } from 'vitest';
import { type LimitClause, parseLimit } from './limit-parser';

function clauses(text: string): LimitClause[] {
  const parsed = parseLimit(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return parsed.clauses;
}

describe('parseLimit', () => {
  it('reads an upper bound with its unit and printed decimals', () => {
    expect(clauses('不得过12.0%')).toEqual([{ subject: null, qualifier: null, text: '不得过12.0%', rule: { kind: 'max', max: { value: 12, decimals: 1 }, unit: '%' } }]);
    expect(clauses('不得超过 5 mg/kg')[0]!.rule).toEqual({ kind: 'max', max: { value: 5, decimals: 0 }, unit: 'mg/kg' });
    expect(clauses('不得过1.5')[0]!.rule).toEqual({ kind: 'max', max: { value: 1.5, decimals: 1 }, unit: null });
  });

  it('reads lower bounds in each of their wordings', () => {
    for (const [text, value, decimals] of [
      ['不得少于0.30%', 0.3, 2],
      ['相似度不得低于0.90', 0.9, 2],
      ['应不低于1.05', 1.05, 2],
      ['≥8.0%', 8, 1],
    ] as const) {
      expect(clauses(text)[0]!.rule, text).toMatchObject({ kind: 'min', min: { value, decimals } });
    }
    expect(clauses('相似度不得低于0.90')[0]!.subject).toBe('相似度');
  });

  it('reads ranges, with the unit on either side, 至 and negative numbers', () => {
    expect(clauses('应为20%～25%')[0]!.rule).toEqual({ kind: 'range', min: { value: 20, decimals: 0 }, max: { value: 25, decimals: 0 }, unit: '%' });
    expect(clauses('pH值应为3.0～4.0')[0]).toMatchObject({ subject: 'pH值', rule: { kind: 'range', unit: null } });
    expect(clauses('应为42～44℃')[0]!.rule).toMatchObject({ unit: '℃' });
    expect(clauses('应为-49°至-50°')[0]!.rule).toEqual({ kind: 'range', min: { value: -50, decimals: 0 }, max: { value: -49, decimals: 0 }, unit: '°' });
  });

  it('gives an element list one limit per element', () => {
    const heavy = clauses('铅不得过5mg/kg；镉不得过1mg/kg；砷不得过2mg/kg；汞不得过0.2mg/kg；铜不得过20mg/kg');
    expect(heavy.map((c) => c.subject)).toEqual(['铅', '镉', '砷', '汞', '铜']);
    expect(heavy[3]!.rule).toEqual({ kind: 'max', max: { value: 0.2, decimals: 1 }, unit: 'mg/kg' });
    expect(clauses('铅≤5mg/kg，镉≤0.3mg/kg').map((c) => c.subject)).toEqual(['铅', '镉']);
    const solvents = clauses('苯、甲苯、二甲苯、苯乙烯、二乙烯苯均不得过0.0002%');
    expect(solvents.map((c) => c.subject)).toEqual(['苯', '甲苯', '二甲苯', '苯乙烯', '二乙烯苯']);
    expect(solvents.every((c) => c.rule.kind === 'max')).toBe(true);
  });

  it('carries a leading segment without a bound as the qualifier of the clauses after it', () => {
    const rutin = clauses('总黄酮以芦丁计，槐花不得少于8.0%，槐米不得少于20.0%');
    expect(rutin.map((c) => [c.qualifier, c.subject])).toEqual([
      ['总黄酮以芦丁计', '槐花'],
      ['总黄酮以芦丁计', '槐米'],
    ]);
  });

  it('reads 不得检出, 应在…小时内, 百万分之 and the volatile-oil unit', () => {
    expect(clauses('33种禁用农药不得检出（不得过定量限）')[0]).toMatchObject({ subject: '33种禁用农药', rule: { kind: 'notDetected' } });
    expect(clauses('水丸应在1小时内全部溶散')[0]).toMatchObject({ subject: '水丸', rule: { kind: 'max', unit: '小时' } });
    expect(clauses('不得过百万分之五')[0]!.rule).toEqual({ kind: 'max', max: { value: 5, decimals: 0 }, unit: 'ppm' });
    expect(clauses('挥发油不得少于2.0%（ml/g）')[0]!.rule).toEqual({ kind: 'min', min: { value: 2, decimals: 1 }, unit: '%（ml/g）' });
  });

  it('keeps a trailing 〔规格…〕 as the note', () => {
    const parsed = parseLimit('每片含丹酚酸B不得少于5.0mg〔规格（1）、（3）〕');
    expect(parsed).toMatchObject({ ok: true, note: '〔规格（1）、（3）〕', clauses: [{ subject: '每片含丹酚酸B', rule: { kind: 'min', unit: 'mg' } }] });
  });

  it('reads the wording-only limits as qualitative', () => {
    for (const text of ['应符合规定', '不得显强心苷特征斑点', '应呈现5个特征峰', '与黄色9号标准比色液比较，不得更深', '应色泽均匀，无花纹与色斑']) {
      expect(clauses(text), text).toEqual([{ subject: null, qualifier: null, text, rule: { kind: 'qualitative' } }]);
    }
  });

  it('refuses what it cannot read, saying why', () => {
    expect(parseLimit('')).toEqual({ ok: false, reason: '限度为空' });
    expect(parseLimit('详见附录')).toEqual({ ok: false, reason: '未找到限度词（不得过、不得少于、应为、不得检出……）' });
    expect(parseLimit('铅不得过5mg/kg；镉不得过定量限')).toEqual({ ok: false, reason: '“镉不得过定量限”不是可识别的限度' });
    expect(parseLimit('不得过5%左右')).toEqual({ ok: false, reason: '有限度词，但数值或单位无法识别' });
  });
});
