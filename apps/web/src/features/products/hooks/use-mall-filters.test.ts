import { describe, expect, it } from 'vitest';
import { readMallFilters, writeMallFilters } from './use-mall-filters';

describe('mall filters in the address', () => {
  it('reads what is valid and drops the rest', () => {
    expect(readMallFilters(new URLSearchParams('categoryId=7&keyword=%20黄芪%20&pageNum=3&supplierId=x'))).toEqual({
      categoryId: 7,
      supplierId: null,
      keyword: '黄芪',
      pageNum: 3,
    });
    expect(readMallFilters(new URLSearchParams('pageNum=-1')).pageNum).toBe(1);
  });

  it('writes only what is set, page 1 left out', () => {
    expect(writeMallFilters({ categoryId: null, supplierId: 5, keyword: '', pageNum: 1 }).toString()).toBe('supplierId=5');
    expect(writeMallFilters({ categoryId: 2, supplierId: null, keyword: '川芎', pageNum: 2 }).toString()).toBe('categoryId=2&keyword=%E5%B7%9D%E8%8A%8E&pageNum=2');
  });
});
