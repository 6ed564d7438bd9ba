import { GOODS_STATUS } from '@tcm/shared';
import { indexProductsAfter } from '../../apps/server/src/modules/search/product-index';
import type { BenchTable } from './bench-table';
import { CITIES, HERBS, PROVINCES, paragraph, personName, sentence } from './chinese-text';
import { insertBatched } from './insert-batched';

/** Issue #10 at scale 1: 200,000 products of 20,000 members, 2,000 supplier profiles, 5,000 achievements. */
const PRODUCTS = 200_000;
const SUPPLIERS = 2_000;
const ACHIEVEMENTS = 5_000;

const DAY = 86_400_000;
const at = (i: number, days: number) => new Date(Date.UTC(2026, 10, 1) - (i % days) * DAY - (i % 1440) * 60_000).toISOString();
/** Mostly listed, as a live mall would be; every other status too. */
const STATUS_MIX = [2, 2, 2, 2, 2, 2, 0, 1, 3, 4] as const;
const FORMS = ['统片', '统货', '一等', '特级', '选货', '超细粉'] as const;
const FIELDS = ['中药材种植', '饮片炮制', '质量检测', '制剂工艺', '提取分离', '资源保护'] as const;

/** Bench members own the products: the first 20,000 by id (the supplier pool), 2,000 of them with profiles. */
async function memberPool(db: Parameters<BenchTable['generate']>[0]['db'], limit: number): Promise<number[]> {
  return (await db.selectFrom('sys_member').select('id').orderBy('id').limit(limit).execute()).map((m) => m.id);
}

export const productBenchData: BenchTable = {
  table: 'publish_product',
  rowCount: (scale) => Math.max(100, Math.round(PRODUCTS * scale)),
  async generate({ db, rng, rows }) {
    const members = await memberPool(db, 20_000);
    const leaves = (await db.selectFrom('product_category').select('id').where('parent_id', '<>', 0).orderBy('id').execute()).map((c) => c.id);
    const before = await db.selectFrom('publish_product').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    await insertBatched(db, 'publish_product', rows, (i) => {
      const herb = rng.pick(HERBS);
      const status = STATUS_MIX[i % STATUS_MIX.length]!;
      const created = at(i, 720);
      const listed = status === GOODS_STATUS.LISTED || status === GOODS_STATUS.DELISTED ? created : null;
      const recommended = status === GOODS_STATUS.LISTED && i % 50 === 0 ? 1 : 0;
      return {
        member_id: members[i % members.length]!,
        category_id: leaves[i % leaves.length]!,
        name: `${herb}${rng.pick(['饮片', '药材', '片', '粉', '提取物'])}`,
        price_fen: rng.int(5, 5000) * 100,
        unit: '公斤',
        specification: rng.pick(FORMS),
        origin: `${rng.pick(PROVINCES)}${rng.pick(CITIES)}`,
        stock: '现货充足',
        images: '',
        description: paragraph(rng, 2, 4),
        contact_name: personName(rng),
        contact_phone: `139${String(rng.int(0, 99999999)).padStart(8, '0')}`,
        report_codes: '',
        goods_status: status,
        recommended,
        recommended_at: recommended ? listed : null,
        reject_reason: status === GOODS_STATUS.REVIEW_REJECTED ? '图片不清晰' : null,
        listed_at: listed,
        created_at: created,
        updated_at: created,
      };
    });
    // The mall search's tokens (issue #18): read back by id, so no engine's RETURNING order is relied on.
    await db.transaction().execute((trx) => indexProductsAfter(trx, Number(before.id ?? 0)));
  },
};

export const supplierBenchData: BenchTable = {
  table: 'supplier_profile',
  rowCount: (scale) => Math.max(20, Math.round(SUPPLIERS * scale)),
  async generate({ db, rng, rows }) {
    const taken = new Set((await db.selectFrom('supplier_profile').select('member_id').execute()).map((r) => r.member_id));
    const members = (await memberPool(db, rows + taken.size)).filter((id) => !taken.has(id)).slice(0, rows - taken.size);
    await insertBatched(db, 'supplier_profile', members.length, (i) => ({
      member_id: members[i]!,
      region: `${rng.pick(PROVINCES)} ${rng.pick(CITIES)}`,
      main_products: `${rng.pick(HERBS)}、${rng.pick(HERBS)}、${rng.pick(HERBS)}`,
      logo_url: null,
      premium: i % 20 === 0 ? 1 : 0,
      recommend: i % 100 === 0 ? 100 + i : 0,
      created_at: at(i, 720),
    }));
  },
};

export const achievementBenchData: BenchTable = {
  table: 'tech_achievement',
  rowCount: (scale) => Math.max(50, Math.round(ACHIEVEMENTS * scale)),
  async generate({ db, rng, rows }) {
    await insertBatched(db, 'tech_achievement', rows, (i) => ({
      title: `${rng.pick(HERBS)}${rng.pick(['规范化种植', '炮制工艺', '快速检测', '提取纯化', '制剂开发'])}技术`,
      field: FIELDS[i % FIELDS.length]!,
      owner: `${rng.pick(PROVINCES)}中药研究所`,
      transfer_mode: rng.pick(['技术转让', '许可使用', '合作开发', '作价入股']),
      maturity: rng.pick(['实验室阶段', '小试阶段', '中试阶段', '已产业化']),
      summary: sentence(rng, 10, 24),
      cover_url: null,
      content: `<p>${paragraph(rng, 4, 8)}</p><p>${paragraph(rng, 3, 6)}</p>`,
      patent_no: null,
      contact_name: personName(rng),
      status: 1,
      published_at: at(i, 1000),
    }));
  },
};

export const PRODUCT_BENCH_TABLES: readonly BenchTable[] = [productBenchData, supplierBenchData, achievementBenchData];
