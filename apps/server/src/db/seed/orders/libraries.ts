import { HERBS } from '../lookup/index';
import { SEED_VARIETIES } from '../institutions/catalog';

/** Properties tested (test_item.trait values), in the order the /detection page lists them. */
export const SEED_TRAITS: readonly [string, string][] = [
  ['鉴别', '性状、显微、薄层色谱等方法确认药材真伪'],
  ['水分', '药材含水量，关系到储存中的霉变与虫蛀'],
  ['灰分', '总灰分与酸不溶性灰分，反映泥沙等无机杂质'],
  ['浸出物', '水溶性或醇溶性浸出物含量'],
  ['杂质', '非药用部位及外来杂质的比例'],
  ['含量测定', '指标成分或有效成分的含量'],
  ['重金属', '铅、镉、砷、汞、铜等重金属及有害元素'],
  ['农药残留', '有机氯、有机磷、拟除虫菊酯等农药残留'],
  ['黄曲霉毒素', '黄曲霉毒素B1及B1、B2、G1、G2总量'],
  ['真菌毒素', '赭曲霉毒素、玉米赤霉烯酮等真菌毒素'],
  ['二氧化硫', '硫熏加工残留的二氧化硫'],
  ['微生物限度', '需氧菌总数、霉菌和酵母菌总数及控制菌'],
  ['制剂通则', '中成药剂型的通则检查（崩解时限、装量差异等）'],
  ['非法添加', '保健食品及中成药中非法添加的化学药物'],
];

/** The part of the plant (or other origin) a drug's Latin name names. */
const PART_BY_LATIN: [RegExp, string][] = [
  [/RADIX|RHIZOMA|BULBUS|TUBER/, '根及根茎类'],
  [/FLOS|STIGMA|POLLEN/, '花类'],
  [/FRUCTUS|SEMEN/, '果实种子类'],
  [/HERBA/, '全草类'],
  [/FOLIUM/, '叶类'],
  [/CORTEX/, '皮类'],
  [/CAULIS|LIGNUM|RAMULUS/, '茎木类'],
];
const partOf = (latin: string | undefined) => PART_BY_LATIN.find(([re]) => re.test(latin ?? ''))?.[1] ?? '其他类';

/** The pharmacopoeia herbs of issue #7's seed, then the institutions' varieties that are not among them. */
export function seedVarieties(): { name: string; pinyin: string; category: string; sort: number }[] {
  const rows = HERBS.map((h) => ({ name: h.name, pinyin: h.pinyin, category: partOf(h.latinName) }));
  const known = new Set(rows.map((r) => r.name));
  for (const v of SEED_VARIETIES) if (!known.has(v)) rows.push({ name: v, pinyin: '', category: '其他类' });
  const unique = [...new Map(rows.map((r) => [r.name, r])).values()];
  return unique.map((r, i) => ({ ...r, sort: i + 1 }));
}
