import { describe, expect, it } from 'vitest';
import type { ServiceCategory, TestItem } from '@tcm/shared';
import { categoryWithChildren, filterItems, matchChecksToItems } from './check-matching';

const item = (id: number, name: string, trait: string, categoryId = 11): TestItem => ({ id, name, trait, method: '', standard: '', categoryId, categoryName: '' });
const ITEMS = [
  item(1, '水分', '水分'),
  item(2, '总灰分', '灰分'),
  item(3, '酸不溶性灰分', '灰分'),
  item(4, '含量测定（高效液相色谱法）', '含量测定', 12),
  item(5, '铅、镉、砷、汞、铜测定', '重金属', 21),
];

describe('matchChecksToItems', () => {
  it('takes the same name, then a containing name, then the trait named in the check', () => {
    expect(matchChecksToItems(['水分', '总灰分', '含量测定', '重金属及有害元素', '性状'], ITEMS)).toEqual([1, 2, 4, 5]);
  });
  it('names each item once', () => {
    expect(matchChecksToItems(['水分', '水分 '], ITEMS)).toEqual([1]);
  });
});

describe('category filter', () => {
  const tree: ServiceCategory[] = [{ id: 1, parentId: 0, name: '理化', sort: 1, children: [{ id: 11, parentId: 1, name: '常规', sort: 1, children: [] }, { id: 12, parentId: 1, name: '含量', sort: 2, children: [] }] }];
  it('a top-level category covers its children', () => {
    expect([...categoryWithChildren(tree, 1)]).toEqual([1, 11, 12]);
    expect(filterItems(ITEMS, categoryWithChildren(tree, 12), []).map((i) => i.id)).toEqual([4]);
    expect(filterItems(ITEMS, null, ['灰分']).map((i) => i.id)).toEqual([2, 3]);
  });
});
