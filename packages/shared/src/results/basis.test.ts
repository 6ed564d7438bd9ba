import { describe, expect, it } from 'vitest';
import type { MonographCheck } from '../api/lookup';
import { baseItemName, checkForItem } from './basis';

const check = (item: string, section: MonographCheck['section'] = 'examination'): MonographCheck => ({ item, method: '', limit: '不得过1.0%', section });

describe('checkForItem', () => {
  const checks = [check('含量测定', 'processing'), check('水分'), check('重金属及有害元素'), check('含量测定', 'assay'), check('禁用农药')];

  it('drops the bracketed method from the item’s name', () => {
    expect(baseItemName('水分（制剂）')).toBe('水分');
    expect(baseItemName('重金属及有害元素（铅、镉、砷、汞、铜）')).toBe('重金属及有害元素');
    expect(baseItemName('含量测定(高效液相色谱法)')).toBe('含量测定');
  });

  it('finds the check named like the item, the crude drug’s section before a processed form’s', () => {
    expect(checkForItem(checks, { name: '水分（制剂）', trait: '水分' })).toBe(checks[1]);
    expect(checkForItem(checks, { name: '重金属及有害元素（铅、镉、砷、汞、铜）', trait: '重金属' })).toBe(checks[2]);
    expect(checkForItem(checks, { name: '含量测定（高效液相色谱法）', trait: '含量测定' })).toBe(checks[3]);
  });

  it('falls back to the trait, then to a name one contains, else none', () => {
    expect(checkForItem(checks, { name: '指标成分含量测定', trait: '含量测定' })).toBe(checks[3]);
    expect(checkForItem(checks, { name: '33种禁用农药残留', trait: '农药残留' })).toBe(checks[4]);
    expect(checkForItem(checks, { name: 'DNA条形码鉴定', trait: '鉴别' })).toBeNull();
  });
});
