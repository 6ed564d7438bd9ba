import { insertBatched } from './insert-batched';
import type { BenchTable } from './bench-table';
import { CITIES, DOSAGE_FORMS, HERBS, PROVINCES, TEST_ITEMS, TEST_METHODS, companyName, sentence } from './chinese-text';
import type { Random } from './random';

/** 20 dictionary types; each label maker gives an entry a plausible Chinese label. */
const DICT_TYPES: readonly { type: string; label: (rng: Random) => string }[] = [
  { type: 'bench_test_item', label: (r) => `${r.pick(HERBS)}${r.pick(TEST_ITEMS)}` },
  { type: 'bench_test_method', label: (r) => r.pick(TEST_METHODS) },
  { type: 'bench_herb', label: (r) => `${r.pick(HERBS)}（${r.pick(DOSAGE_FORMS)}）` },
  { type: 'bench_origin', label: (r) => `${r.pick(PROVINCES)}${r.pick(CITIES)}` },
  { type: 'bench_dosage_form', label: (r) => r.pick(DOSAGE_FORMS) },
  { type: 'bench_sample_state', label: (r) => r.pick(['完好', '破损', '受潮', '霉变', '虫蛀', '待复检']) },
  { type: 'bench_instrument', label: (r) => `${r.pick(TEST_METHODS)}仪器` },
  { type: 'bench_standard_source', label: (r) => r.pick(['《中国药典》2020年版', '部颁标准', '地方炮制规范', '企业内控标准']) },
  { type: 'bench_qualification', label: (r) => r.pick(['CMA', 'CNAS', 'CMA+CNAS', 'GLP', 'ISO/IEC 17025']) },
  { type: 'bench_region', label: (r) => r.pick(PROVINCES) },
  { type: 'bench_package_unit', label: (r) => r.pick(['千克', '克', '袋', '箱', '件', '瓶']) },
  { type: 'bench_storage', label: (r) => r.pick(['常温', '阴凉', '冷藏', '冷冻', '密封干燥']) },
  { type: 'bench_report_type', label: (r) => r.pick(['纸质报告', '电子报告', '中英文报告']) },
  { type: 'bench_pay_method', label: (r) => r.pick(['对公转账', '微信支付', '支付宝', '月结']) },
  { type: 'bench_courier', label: (r) => r.pick(['顺丰速运', '中国邮政', '京东物流', '德邦快递']) },
  { type: 'bench_invoice_title', label: (r) => companyName(r) },
  { type: 'bench_industry', label: (r) => r.pick(['种植', '饮片加工', '制药', '流通', '医疗机构', '科研院所']) },
  { type: 'bench_pesticide', label: (r) => r.pick(['六六六', '滴滴涕', '五氯硝基苯', '毒死蜱', '多菌灵', '甲拌磷']) },
  { type: 'bench_heavy_metal', label: (r) => r.pick(['铅', '镉', '砷', '汞', '铜']) },
  { type: 'bench_mycotoxin', label: (r) => r.pick(['黄曲霉毒素B1', '黄曲霉毒素总量', '赭曲霉毒素A', '玉米赤霉烯酮']) },
];

const CODES_PER_TYPE = 500;

/** The bench code of entry `i` within a type: bench/api-samples.mjs asks for a few of these. */
export const benchDictCode = (i: number): string => `c${String(i).padStart(5, '0')}`;

export const dictionaryBenchData: BenchTable = {
  table: 'sys_dict_data',
  rowCount: (scale) => DICT_TYPES.length * Math.max(1, Math.round(CODES_PER_TYPE * scale)),
  async generate({ db, rng, rows }) {
    const perType = Math.ceil(rows / DICT_TYPES.length);
    const now = new Date().toISOString();
    await insertBatched(db, 'sys_dict_data', rows, (i) => {
      const kind = DICT_TYPES[Math.floor(i / perType)] ?? DICT_TYPES[0]!;
      const code = i % perType;
      return {
        dict_type: kind.type,
        dict_code: benchDictCode(code),
        dict_label: kind.label(rng),
        dict_value: sentence(rng, 3, 12),
        sort: code,
        created_at: now,
        updated_at: now,
      };
    });
  },
};
