import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

interface Hit {
  kind: 'monograph' | 'standard';
  title: string;
  tier: number;
}

/**
 * What each kind of query must bring first (the seeded herbs and standards of issue #7), and what
 * else it must find on the first page of 100. `first` matches the hit's title exactly, or by pattern.
 */
const CASES: { q: string; first: string | RegExp; also?: string[]; scope?: string }[] = [
  { q: '人参', first: '人参', also: ['红参', '人参叶', '人参养荣丸', '人参归脾丸', '人参总皂苷'] },
  { q: 'renshen', first: '人参', also: ['人参叶'] },
  { q: 'rs', first: '人参' },
  { q: 'RenShen', first: '人参' },
  { q: 'Ginseng Radix et Rhizoma', first: '人参', also: ['红参'] },
  { q: 'Panax ginseng', first: '人参', also: ['红参', '人参叶'] },
  { q: '棒槌', first: '人参' },
  { q: '西洋参', first: '西洋参' },
  { q: '黄芪', first: '黄芪', also: ['补中益气丸'] },
  { q: 'huangqi', first: '黄芪' },
  { q: 'hq', first: '黄芪', also: ['黄芩'] },
  { q: 'Astragali Radix', first: '黄芪' },
  { q: '三七', first: '三七', also: ['三七总皂苷', '三七伤药片'] },
  { q: '田七', first: '三七' },
  { q: '金银花', first: '金银花' },
  { q: '双花', first: '金银花' },
  { q: '当归', first: '当归', also: ['当归补血口服液'] },
  { q: 'danggui', first: '当归' },
  { q: '川芎', first: '川芎' },
  { q: '白芍', first: '白芍' },
  { q: '甘草', first: '甘草', also: ['甘草浸膏', 'GB/T 19618-2004 甘草'] },
  { q: '丹参', first: '丹参', also: ['复方丹参片', '丹参酮提取物'] },
  { q: '菊花', first: '菊花', also: ['野菊花'] },
  { q: '石斛', first: '石斛', also: ['铁皮石斛'] },
  { q: '冬虫夏草', first: '冬虫夏草' },
  { q: '板蓝根', first: '板蓝根', also: ['板蓝根颗粒'] },
  { q: '六味地黄丸', first: '六味地黄丸' },
  { q: 'liuweidihuangwan', first: '六味地黄丸' },
  { q: 'lwdhw', first: '六味地黄丸' },
  { q: '补中益气', first: '补中益气丸' },
  { q: '参苓白术散', first: '参苓白术散' },
  { q: '生脉饮', first: '生脉饮' },
  { q: '人参总皂苷', first: '人参总皂苷' },
  { q: 'GB/T 19618', first: 'GB/T 19618-2004 甘草' },
  { q: 'gbt19618', first: 'GB/T 19618-2004 甘草' },
  { q: 'GB/T 18672', first: 'GB/T 18672-2014 枸杞' },
  { q: '19506', first: /^GB(\/T)? 19506-/ },
  { q: '吉林长白山人参', first: /^GB\/T 19506-\d{4} 地理标志产品.*吉林长白山人参$/ },
  { q: 'GB 2762', first: /^GB 2762-/ },
  { q: 'GB 2763', first: /^GB 2763-/ },
  { q: 'SB/T 11094', first: 'SB/T 11094-2014 中药材仓库技术规范' },
  { q: 'T/CACM 1021', first: /^T\/CACM 1021\./, also: ['T/CACM 1021.2-2018 中药材商品规格等级 人参'] },
  { q: '枸杞', first: /枸杞/, also: ['枸杞子', 'GB/T 18672-2014 枸杞'] },
  // The monograph's 饮片 section (人参片) answers for 人参饮片.
  { q: '人参饮片', first: '人参', scope: 'monograph' },
  { q: '黄芪饮片', first: '黄芪', scope: 'monograph' },
];

const NO_HIT = ['量子纠缠', 'zzqxv', '！？'];

describe(`lookup search relevance on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const search = async (q: string, scope = 'all'): Promise<Hit[]> => {
    const res = await t.app.inject({ url: `/api/lookup/search?q=${encodeURIComponent(q)}&scope=${scope}&pageSize=100` });
    return res.json().data.list;
  };

  it.each(CASES)('$q → $first first', async ({ q, first, also = [], scope }) => {
    const hits = await search(q, scope);
    expect(hits.length, `${q} finds nothing`).toBeGreaterThan(0);
    if (typeof first === 'string') expect(hits[0]!.title).toBe(first);
    else expect(hits[0]!.title).toMatch(first);
    const titles = hits.map((h) => h.title);
    for (const title of also) expect(titles, `${q} misses ${title}`).toContain(title);
    expect(hits.map((h) => h.tier)).toEqual(hits.map((h) => h.tier).sort());
  });

  it.each(NO_HIT)('%s finds nothing', async (q) => {
    expect(await search(q)).toEqual([]);
  });

  it('ranks exact name > prefix > contains > other names > body', async () => {
    const hits = await search('人参');
    const tierOf = (title: string) => hits.find((h) => h.title === title)?.tier;
    expect(tierOf('人参')).toBe(1);
    expect(tierOf('人参叶')).toBe(2);
    expect(tierOf('GB/T 19506-2009 地理标志产品 吉林长白山人参')).toBe(3);
    expect(tierOf('红参')).toBe(5);
  });
});
