import { describe, expect, it } from 'vitest';
import { parseLimit, type ResultRow } from '@tcm/shared';
import { draftOf, inputOf, isDraftFilled, judgementOf } from './entry-draft';

function row(over: Partial<ResultRow> = {}): ResultRow {
  const parsed = parseLimit('不得过10.0%');
  const rule = parsed.ok ? parsed.clauses[0]!.rule : null;
  return {
    key: '7-1-0', orderItemId: 7, sampleIndex: 1, sampleCount: 1, sampleLabel: '样品1', itemName: '水分', subject: null, qualifier: null, basis: null,
    method: '烘干法', limitText: '不得过10.0%', limitDisplay: '≤10.0%', kind: 'max', rule, limitEditable: false, limitUnit: '%',
    value: '', unit: '', notDetected: false, conforms: null, notApplicable: false, detectionLimit: '', note: '', judgement: 'none', filled: false,
    ...over,
  };
}

describe('the results entry drafts', () => {
  it('proposes the limit’s unit and judges as one types', () => {
    const r = row();
    const d = draftOf(r);
    expect(d.unit).toBe('%');
    expect(isDraftFilled(d)).toBe(false);
    expect(judgementOf(r, { ...d, value: '10.0' })).toBe('pass');
    expect(judgementOf(r, { ...d, value: '10.6' })).toBe('fail');
    expect(judgementOf(r, { ...d, value: '10.6', notApplicable: true })).toBe('none');
    expect(isDraftFilled({ ...d, value: '9.2' })).toBe(true);
  });

  it('parses the limit staff type where the monograph gives none', () => {
    const r = row({ limitEditable: true, rule: null, kind: null, limitText: '', limitDisplay: '—', limitUnit: null });
    const d = { ...draftOf(r), value: '7.5', unit: '%' };
    expect(judgementOf(r, d)).toBe('none');
    expect(judgementOf(r, { ...d, limitText: '不得过8.0%' })).toBe('pass');
    expect(inputOf(r, { ...d, limitText: ' 不得过8.0% ' })).toMatchObject({ key: '7-1-0', value: '7.5', limitText: '不得过8.0%' });
  });

  it('sends no value with 未检出, and never a monograph’s limit back', () => {
    const r = row();
    expect(inputOf(r, { ...draftOf(r), value: '3', notDetected: true })).toMatchObject({ value: '', notDetected: true, limitText: '' });
  });
});
