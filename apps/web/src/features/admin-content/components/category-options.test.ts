import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M, type AdminCategoryNode } from '@tcm/shared';
import { categoryChoices, categoryRows, categoryTreeData, deleteBlocker, parentOptions } from './category-options';

const node = (id: number, name: string, extra: Partial<AdminCategoryNode> = {}): AdminCategoryNode => ({ id, parentId: 0, code: `c${id}`, name, sort: 0, articleCount: 0, children: [], ...extra });
const tree = [node(1, '政策资讯', { children: [node(11, '国家政策', { parentId: 1, articleCount: 3 }), node(12, '地方政策', { parentId: 1 })] }), node(2, '平台公告')];

describe('category options', () => {
  it('turn the tree into TreeSelect data, leaves without children lists', () => {
    expect(categoryTreeData(tree)).toEqual([
      { value: 1, title: '政策资讯', children: [{ value: 11, title: '国家政策', children: undefined }, { value: 12, title: '地方政策', children: undefined }] },
      { value: 2, title: '平台公告', children: undefined },
    ]);
  });

  it('list the tree for a native select, each child indented under its parent', () => {
    expect(categoryChoices(tree)).toEqual([
      { value: 1, label: '政策资讯' },
      { value: 11, label: '\u3000\u3000国家政策' },
      { value: 12, label: '\u3000\u3000地方政策' },
      { value: 2, label: '平台公告' },
    ]);
  });

  it('offer only the top level and top-level categories as parents (two levels)', () => {
    expect(parentOptions(tree).map((o) => o.value)).toEqual([0, 1, 2]);
  });

  it('give the table rows without an empty children list (no expand button on a leaf)', () => {
    const rows = categoryRows(tree);
    expect(rows[0]!.children!.map((r) => 'children' in r)).toEqual([false, false]);
    expect('children' in rows[1]!).toBe(false);
  });

  it('say why a category in use cannot be deleted', () => {
    const [policy, notice] = categoryRows(tree);
    expect(deleteBlocker(policy!)).toBe(M.categoryHasChildren);
    expect(deleteBlocker(policy!.children![0]!)).toBe(M.categoryHasArticles);
    expect(deleteBlocker(policy!.children![1]!)).toBeNull();
    expect(deleteBlocker(notice!)).toBeNull();
  });
});
