import { describe, expect, it } from 'vitest';
import { withListFilters } from './query-params';

describe('withListFilters', () => {
  const at = (query: string) => new URLSearchParams(query);

  it('applies the change, back to page 1 unless one is named, dropping empty values', () => {
    expect(withListFilters(at('status=2&keyword=黄芪&pageNum=3&x=1'), { keyword: '' }).toString()).toBe('status=2&pageNum=1&x=1');
    expect(withListFilters(at('keyword=黄芪'), { status: 4, pageNum: 2 }).toString()).toBe(new URLSearchParams('keyword=黄芪&status=4&pageNum=2').toString());
    expect(withListFilters(at('status=2'), { status: null }).toString()).toBe('pageNum=1');
  });

  it("keeps the empty values it is told to (a review queue's 'every status')", () => {
    expect(withListFilters(at('status=2&keyword='), { status: null }, ['status']).toString()).toBe('status=&pageNum=1');
  });
});
