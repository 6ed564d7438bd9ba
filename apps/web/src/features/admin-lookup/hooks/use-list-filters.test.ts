import { describe, expect, it } from 'vitest';
import { nextListParams, parseListFilters } from './use-list-filters';

describe('console list filters in the address', () => {
  it('reads the named numeric filters, the keyword and the page, dropping junk', () => {
    const params = new URLSearchParams('edition=2020&volume=abc&categoryId=-3&keyword=人参&pageNum=x&other=5');
    expect(parseListFilters(params, ['edition', 'volume', 'categoryId'])).toEqual({ filters: { edition: 2020 }, keyword: '人参', pageNum: 1 });
    expect(parseListFilters(new URLSearchParams('pageNum=3'), ['level'])).toEqual({ filters: {}, keyword: '', pageNum: 3 });
  });

  it('goes back to page 1 on any change but the page, and removes cleared filters', () => {
    const params = new URLSearchParams('level=2&keyword=gb&pageNum=4');
    expect(nextListParams(params, { state: 3 }).toString()).toBe('level=2&keyword=gb&state=3');
    expect(nextListParams(params, { level: null, keyword: '' }).toString()).toBe('');
    expect(nextListParams(params, { pageNum: 5 }).toString()).toBe('level=2&keyword=gb&pageNum=5');
  });
});
