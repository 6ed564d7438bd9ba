import { describe, expect, it } from 'vitest';
import { addCheck, filledChecks, moveCheck, removeCheck, updateCheck, type CheckRow } from './check-rows';

const row = (item: string): CheckRow => ({ item, method: '通则', limit: '不得过', section: 'examination' });

describe('the structured checks editor', () => {
  it('adds a blank 检查 row, edits and removes one row only', () => {
    const rows = addCheck([row('水分')]);
    expect(rows[1]).toEqual({ item: '', method: '', limit: '', section: 'examination' });
    expect(updateCheck(rows, 1, { item: '总灰分', section: 'assay' })).toEqual([row('水分'), { item: '总灰分', method: '', limit: '', section: 'assay' }]);
    expect(removeCheck([row('a'), row('b'), row('c')], 1).map((r) => r.item)).toEqual(['a', 'c']);
  });

  it('moves a row up or down, and not past either end', () => {
    const rows = [row('a'), row('b'), row('c')];
    expect(moveCheck(rows, 2, -1).map((r) => r.item)).toEqual(['a', 'c', 'b']);
    expect(moveCheck(rows, 0, -1).map((r) => r.item)).toEqual(['a', 'b', 'c']);
    expect(moveCheck(rows, 2, 1).map((r) => r.item)).toEqual(['a', 'b', 'c']);
  });

  it('drops wholly blank rows before saving but keeps half-filled ones for the server to name', () => {
    expect(filledChecks([row('a'), { item: ' ', method: '', limit: '', section: 'examination' }, { item: '', method: 'x', limit: '', section: 'assay' }]).length).toBe(2);
  });
});
