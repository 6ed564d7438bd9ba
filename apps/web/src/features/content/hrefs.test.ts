import { describe, expect, it } from 'vitest';
import { positiveIntParam } from '@/lib/query-params';
import { articleHref, newsListHref, noticeHref, noticesHref } from './hrefs';

describe('content links', () => {
  it('builds the news and notice addresses the pages read', () => {
    expect(articleHref(12)).toBe('/news/detail?id=12');
    expect(newsListHref(3)).toBe('/news/list?categoryId=3');
    expect(newsListHref(null)).toBe('/news/list');
    expect(noticeHref(5)).toBe('/news/notice?id=5');
    expect(noticesHref('抽检公告')).toBe(`/news/notices?infoType=${encodeURIComponent('抽检公告')}`);
    expect(noticesHref()).toBe('/news/notices');
  });

  it('reads only a positive safe integer from the address', () => {
    expect(positiveIntParam('7')).toBe(7);
    for (const raw of [null, '', '0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', ' 7']) {
      expect(positiveIntParam(raw)).toBeNull();
    }
  });
});
