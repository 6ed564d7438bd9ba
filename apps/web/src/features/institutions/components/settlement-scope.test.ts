import { describe, expect, it } from 'vitest';
import type { ServiceCategory } from '@tcm/shared';
import { toggleCategory } from './settlement-scope';

const leaf = (id: number, name: string): ServiceCategory => ({ id, name, children: [] }) as unknown as ServiceCategory;
const CATEGORIES = [{ ...leaf(1, '中药材及饮片检测'), children: [leaf(11, '常规检查'), leaf(12, '真伪鉴别')] }, leaf(2, '微生物检测')] as ServiceCategory[];

describe('服务类别 ticks (antd TreeSelect treeCheckable, SHOW_ALL)', () => {
  it('a parent takes its children along, and is ticked once all its children are', () => {
    expect(toggleCategory(CATEGORIES, [], 1, true).sort()).toEqual([1, 11, 12]);
    expect(toggleCategory(CATEGORIES, [1, 11, 12], 12, false).sort()).toEqual([11]);
    expect(toggleCategory(CATEGORIES, [11], 12, true).sort()).toEqual([1, 11, 12]);
    expect(toggleCategory(CATEGORIES, [1, 11, 12, 2], 1, false)).toEqual([2]);
  });
});
