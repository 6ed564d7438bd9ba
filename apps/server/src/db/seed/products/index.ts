import { GOODS_STATUS, REPORT_STATUS, creditCodeCheckChar, yuanToFen } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import { sanitizeRichText } from '../../../lib/rich-text';
import { hashPassword } from '../../../modules/accounts/password';
import type { FileStorage } from '../../../modules/files/storage';
import { indexProductsAfter } from '../../../modules/search/product-index';
import type { Database } from '../../schema';
import type { PublishProductTable } from '../../schema-products';
import { logoSvg, storeImages } from '../institutions/images';
import { DEMO_PASSWORD } from '../members';
import { SEED_ACHIEVEMENTS, type SeedAchievement } from './achievements';
import { SEED_PRODUCTS, SEED_REJECT_REASONS, SEED_REPORT_LINKS, type SeedProduct } from './catalogue';
import { SEED_PRODUCT_CATEGORIES } from './categories';
import { achievementSvg, productSvg, storeMemberImages } from './images';
import { SEED_SUPPLIERS, type SeedSupplier } from './suppliers';

const DAY = 86_400_000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();
/** Six in ten listed, the rest one each of draft, in review, delisted and rejected. */
const STATUS_CYCLE = [2, 2, 0, 2, 1, 2, 4, 2, 3, 2] as const;
const PROVINCE_CODES: Record<string, string> = { 安徽: '34', 甘肃: '62', 吉林: '22', 广西: '45', 江西: '36', 宁夏: '64' };

/** A well-formed, clearly synthetic credit code (…MAGY + serial) for a seeded supplier company. */
function supplierCreditCode(province: string, serial: number): string {
  const first17 = `91${PROVINCE_CODES[province] ?? '11'}0100MAGY${String(serial).padStart(3, '0')}X`;
  return first17 + creditCodeCheckChar(first17);
}

/** The suppliers' member ids; creates the fictional supplier companies as approved corporate members. */
async function supplierMembers(db: Kysely<Database>): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = daysAgo(120);
  for (const s of SEED_SUPPLIERS.filter((x) => x.create)) {
    const c = s.create!;
    if (await db.selectFrom('sys_member').select('id').where('user_account', '=', s.account).executeTakeFirst()) continue;
    await db.transaction().execute(async (trx) => {
      const company = await trx.insertInto('sys_company').values({ company_name: c.company, unify_code: supplierCreditCode(c.province, c.serial), created_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('sys_member')
        .values({ user_account: s.account, mobile: c.mobile, password_hash: passwordHash, member_type: 3, info_status: 2, real_name: null, id_card: null, email: null, company_id: company.id, reject_reason: null, created_at: now, updated_at: now })
        .execute();
    });
  }
  const rows = await db.selectFrom('sys_member').select(['id', 'user_account']).where('user_account', 'in', SEED_SUPPLIERS.map((s) => s.account)).execute();
  return new Map(rows.map((r) => [r.user_account, r.id]));
}

async function seedCategories(db: Kysely<Database>): Promise<Map<string, { id: number; top: string }>> {
  await db.insertInto('product_category').values(SEED_PRODUCT_CATEGORIES.map((c, i) => ({ parent_id: 0, name: c.name, sort: i + 1 }))).execute();
  const tops = new Map((await db.selectFrom('product_category').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  await db
    .insertInto('product_category')
    .values(SEED_PRODUCT_CATEGORIES.flatMap((c) => c.children.map((name, j) => ({ parent_id: tops.get(c.name)!, name, sort: j + 1 }))))
    .execute();
  const leaves = await db.selectFrom('product_category').select(['id', 'name']).where('parent_id', '<>', 0).execute();
  const topOf = (leaf: string) => SEED_PRODUCT_CATEGORIES.find((c) => c.children.includes(leaf))!.name;
  return new Map(leaves.map((l) => [l.name, { id: l.id, top: topOf(l.name) }]));
}

function productRow(p: SeedProduct, k: number, memberId: number, categoryId: number, images: string, s: SeedSupplier): Insertable<PublishProductTable> {
  const [, name, price, unit, specification, origin, note] = p;
  const status = SEED_REPORT_LINKS[name] ? GOODS_STATUS.LISTED : STATUS_CYCLE[k % STATUS_CYCLE.length]!;
  const created = daysAgo(3 + k * 4, memberId % 24);
  const listed = status === GOODS_STATUS.LISTED || status === GOODS_STATUS.DELISTED ? daysAgo(2 + k * 4, memberId % 24) : null;
  const recommended = status === GOODS_STATUS.LISTED && k % 3 === 0 ? 1 : 0;
  return {
    member_id: memberId,
    category_id: categoryId,
    name,
    price_fen: yuanToFen(price),
    unit,
    specification,
    origin,
    stock: k % 2 ? `现货约 ${200 + k * 50} ${unit === '公斤' ? '公斤' : '件'}` : '现货充足',
    images,
    description: `${name}，${specification}，产地${origin}。${note}。依据《中国药典》2020 年版检验，可提供检测报告，支持看样订货。（演示数据）`,
    contact_name: s.contact[0],
    contact_phone: s.contact[1],
    report_codes: SEED_REPORT_LINKS[name] ?? '',
    goods_status: status,
    recommended,
    recommended_at: recommended ? listed : null,
    reject_reason: status === GOODS_STATUS.REVIEW_REJECTED ? SEED_REJECT_REASONS[k % SEED_REJECT_REASONS.length]! : null,
    listed_at: listed,
    created_at: created,
    updated_at: listed ?? created,
  };
}

function achievementHtml(a: SeedAchievement): string {
  return sanitizeRichText(
    `<h3>成果简介</h3><p>${a.summary}</p><h3>技术特点</h3><ul>${a.points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
      `<h3>应用前景</h3><p>${a.application}</p><h3>合作方式</h3><p>${a.transferMode}，成熟度：${a.maturity}。${a.patentNo ? `已获授权发明专利（${a.patentNo}，演示编号）。` : ''}欢迎有意向的企业提交技术洽谈申请。</p>`,
  );
}

/** Categories, suppliers, 90 products in every goods status, and 20 technology achievements (issue #10). Written once. */
export async function seedProducts(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  if (await db.selectFrom('product_category').select('id').limit(1).executeTakeFirst()) return;
  const categories = await seedCategories(db);
  const members = await supplierMembers(db);
  const suppliers = SEED_SUPPLIERS.filter((s) => members.has(s.account));

  // One photo per supplier and leaf category, stored as that supplier's own upload.
  const pairs = [...new Set(suppliers.flatMap((s) => (SEED_PRODUCTS[s.account] ?? []).map((p) => `${s.account}|${p[0]}`)))];
  const photos = await storeMemberImages(db, storage, pairs.map((pair) => {
    const [account, leaf] = pair.split('|') as [string, string];
    return { svg: productSvg(categories.get(leaf)!.top, leaf), memberId: members.get(account)! };
  }));
  const photoOf = new Map(pairs.map((pair, i) => [pair, photos[i]!]));
  const logos = await storeImages(db, storage, suppliers.map((s, i) => ({ svg: logoSvg(s.mark, i), ext: 'png', scene: 'seed' })));
  const fields = [...new Set(SEED_ACHIEVEMENTS.map((a) => a.field))];
  const covers = await storeMemberImages(db, storage, fields.map((f) => ({ svg: achievementSvg(f), memberId: null })));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('supplier_profile')
      .values(suppliers.map((s, i) => ({ member_id: members.get(s.account)!, region: s.region, main_products: s.mainProducts, logo_url: logos[i]!, premium: s.premium ? 1 : 0, recommend: s.recommend, created_at: daysAgo(100 - i) })))
      .execute();
    const rows = suppliers.flatMap((s) =>
      (SEED_PRODUCTS[s.account] ?? []).map((p, k) => productRow(p, k, members.get(s.account)!, categories.get(p[0])!.id, photoOf.get(`${s.account}|${p[0]}`)!, s)),
    );
    await trx.insertInto('publish_product').values(rows).execute();
    // The mall search's tokens (issue #18).
    await indexProductsAfter(trx, 0);

    const linked = await trx.selectFrom('publish_product').select(['id', 'member_id', 'report_codes']).where('report_codes', '<>', '').execute();
    for (const p of linked) {
      const report = await trx
        .selectFrom('order_report as r')
        .innerJoin('order_info as o', 'o.id', 'r.order_id')
        .select('r.id')
        .where('r.verify_code', '=', p.report_codes)
        .where('o.member_id', '=', p.member_id)
        .where('r.status', '<>', REPORT_STATUS.REVOKED)
        .executeTakeFirst();
      if (report) await trx.insertInto('product_report').values({ product_id: p.id, report_id: report.id }).execute();
      else await trx.updateTable('publish_product').set({ report_codes: '' }).where('id', '=', p.id).execute();
    }

    await trx
      .insertInto('tech_achievement')
      .values(
        SEED_ACHIEVEMENTS.map((a, i) => ({
          title: a.title,
          field: a.field,
          owner: a.owner,
          transfer_mode: a.transferMode,
          maturity: a.maturity,
          summary: a.summary,
          cover_url: covers[fields.indexOf(a.field)]!,
          content: achievementHtml(a),
          patent_no: a.patentNo,
          contact_name: a.contact,
          status: 1,
          published_at: daysAgo(a.daysAgo, i),
        })),
      )
      .execute();
  });
}
