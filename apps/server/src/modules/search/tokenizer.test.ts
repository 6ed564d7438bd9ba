import { describe, expect, it } from 'vitest';
import { highlightTerms } from './highlight';
import { FIELD, documentTokens, parseQuery, standardNoKey } from './tokenizer';

const renshen = documentTokens({
  name: '人参',
  pinyin: 'Renshen',
  latinName: 'Ginseng Radix et Rhizoma',
  meta: ['棒槌', '园参', 'Panax ginseng C. A. Mey.'],
  body: ['五加科植物人参的干燥根和根茎。'],
});

describe('lookup tokenizer', () => {
  it('indexes a name as bigrams and characters, with pinyin, initials, Latin words and whole names', () => {
    expect(renshen.get('人参')).toBe(FIELD.NAME_START);
    expect(renshen.get('人')).toBe(FIELD.NAME_START);
    expect(renshen.get('参')).toBe(FIELD.NAME);
    expect(renshen.get('renshen')).toBe(FIELD.KEY);
    expect(renshen.get('rs')).toBe(FIELD.KEY);
    expect(renshen.get('ginseng radix et rhizoma')).toBe(FIELD.KEY);
    expect(renshen.get('rhizoma')).toBe(FIELD.META);
    expect(renshen.get('panax ginseng c. a. mey.')).toBe(FIELD.META);
    expect(renshen.get('棒槌')).toBe(FIELD.META);
    expect(renshen.get('bangchui')).toBe(FIELD.META);
    expect(renshen.get('干燥')).toBe(FIELD.BODY);
  });

  it('turns a query into tokens that must all occur, dropping bigrams across jieba words', () => {
    expect(parseQuery('人参').tokens).toEqual(['人参']);
    expect(parseQuery('人参养荣丸')).toMatchObject({ lead: '人参', compact: '人参养荣丸' });
    expect(parseQuery('rs 人参').lead).toBeNull();
    expect(parseQuery('人参含量测定').tokens).toEqual(['人参', '含量', '测定']);
    expect(parseQuery('参苓白术散').tokens).toEqual(['参苓', '苓白', '白术', '术散']);
    expect(parseQuery('Ginseng Radix et Rhizoma').tokens).toEqual(['ginseng', 'radix', 'rhizoma']);
    expect(parseQuery('  ＲＥＮＳＨＥＮ ').tokens).toEqual(['renshen']);
    expect(parseQuery('参').tokens).toEqual(['参']);
    expect(parseQuery('！？').tokens).toEqual([]);
  });

  it('normalises standard numbers however they are typed', () => {
    const std = documentTokens({ name: '枸杞', standardNo: 'GB/T 18672-2014', meta: [], body: [] });
    for (const q of ['GB/T 18672', 'gb/t18672', 'GBT18672', '18672', 'GB/T 18672-2014', 'GB/T']) {
      for (const t of parseQuery(q).tokens) expect(std.has(t), `${q} → ${t}`).toBe(true);
    }
    const series = documentTokens({ name: '中药材商品规格等级 人参', standardNo: 'T/CACM 1021.1-2017', meta: [], body: [] });
    expect(parseQuery('T/CACM 1021').tokens.every((t) => series.has(t))).toBe(true);
    expect(standardNoKey('GB/T 19618-2004')).toBe('gbt19618-2004');
  });

  it('highlights every term, longest runs merged', () => {
    expect(highlightTerms('人参养荣丸', ['人参'])).toEqual([
      ['人参', true],
      ['养荣丸', false],
    ]);
    expect(highlightTerms('GB/T 19618-2004', ['gb/t 19618'])).toEqual([
      ['GB/T 19618', true],
      ['-2004', false],
    ]);
  });
  it('asks only for tokens a document holds when a word merely begins like a standard number', () => {
    // "mwx79m0q" is no standard number: neither side splits "mwx79" out of it.
    for (const word of ['mwx79m0q', 'ab12cd', '运营测试资讯mwx79m0q']) {
      const doc = documentTokens({ name: `资讯${word}`, meta: [], body: [] });
      for (const t of parseQuery(word).tokens) expect(doc.has(t), `${word} → ${t}`).toBe(true);
    }
    expect(parseQuery('GB/T 19618-2004').tokens).toEqual(['gbt19618-2004']);
    expect(parseQuery('gbt19618').tokens).toEqual(['gbt19618']);
  });
});
