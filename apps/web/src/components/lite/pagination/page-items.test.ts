import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems (antd-like page list)', () => {
  it('lists every page up to nine', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows five pages at the start, then a jump and the last page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
  });

  it('shows two pages either side in the middle, with jumps both ways', () => {
    expect(pageItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'jump-prev', 3, 4, 5, 6, 7, 'jump-next', 20]);
  });

  it('shows five pages at the end after a jump', () => {
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 10]);
  });
});
