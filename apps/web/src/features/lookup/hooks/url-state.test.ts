import { describe, expect, it } from 'vitest';
import { catalogueHref, lookupSearchHref } from '../hrefs';
import { editionLabel, editionParam } from '../editions';
import { readCatalogueParams, writeCatalogueParams } from './use-catalogue-params';
import { readLookupSearch, writeLookupSearch } from './use-lookup-search-params';

const q = (text: string) => new URLSearchParams(text);

describe('catalogue address', () => {
  it('reads volume, category, initial (upper-cased) and edition, refusing what is not one', () => {
    expect(readCatalogueParams(q('volume=1&categoryId=3&initial=r&edition=2015&pageNum=2'))).toEqual({
      edition: 2015,
      volume: 1,
      categoryId: 3,
      initial: 'R',
      pageNum: 2,
    });
    expect(readCatalogueParams(q('volume=7&categoryId=x&initial=RS&edition=2010'))).toEqual({
      edition: 2020,
      volume: null,
      categoryId: null,
      initial: null,
      pageNum: 1,
    });
  });

  it('writes the same order the links use', () => {
    const p = { edition: 2020, volume: 1, categoryId: 2, initial: 'D', pageNum: 1 } as const;
    expect(`/pharmacopoeia/list?${writeCatalogueParams(p)}`).toBe(catalogueHref(p));
    expect(catalogueHref()).toBe('/pharmacopoeia/list');
  });
});

describe('lookup search address', () => {
  it('reads the scope and filters, defaulting to 全部 and the 2020 edition', () => {
    expect(readLookupSearch(q('q=%20人参%20&scope=standard&level=3&volume=9'))).toEqual({
      q: '人参',
      scope: 'standard',
      volume: null,
      level: 3,
      edition: 2020,
      pageNum: 1,
    });
    expect(readLookupSearch(q('q=rs&scope=nope')).scope).toBe('all');
  });

  it('leaves defaults out of the address', () => {
    const s = readLookupSearch(q('q=GB/T 19618'));
    expect(writeLookupSearch(s)).toBe('q=GB%2FT+19618');
    expect(writeLookupSearch({ ...s, scope: 'monograph', edition: 2015, pageNum: 3 })).toBe(
      'q=GB%2FT+19618&scope=monograph&edition=2015&pageNum=3',
    );
    expect(lookupSearchHref(' 人参 ', 'all')).toBe(`/pharmacopoeia/search?q=${encodeURIComponent('人参')}`);
  });
});

describe('editions', () => {
  it('labels an edition with its §4 testing basis', () => {
    expect(editionLabel(2015)).toBe('《中国药典》2015年版');
    expect(editionLabel(2020)).toBe('《中国药典》2020年版');
    expect(editionParam('2015')).toBe(2015);
    expect(editionParam(null)).toBe(2020);
  });
});
