import { GOODS_STATUS, REPORT_STATUS, SEARCH_TOTAL_CAP } from '@tcm/shared';
import { type Expression, type Insertable, type Kysely, type SqlBool, type Updateable, sql } from 'kysely';
import { engineOf } from '../../db/dialect';
import { sumRowCounts } from '../../db/row-counts';
import type { Database } from '../../db/schema';
import type { PublishProductTable } from '../../db/schema-products';
import { DOC_KIND } from '../search/doc-kind';
import { keywordTokens } from '../search/product-index';
import { PROBE_CAP, fromPostings, holdsToken, probesToken, rarestFirst } from '../search/token-match';

export interface ProductFilter {
  memberId?: number;
  goodsStatus?: number;
  categoryIds?: number[];
  keyword?: string;
  recommended?: boolean;
}

/**
 * How a keyword is looked for (issue #18): always the keyword anywhere in name, origin and
 * specification (what LIKE '%keyword%' found before); in the mall also through the token index (search/product-index), rarest
 * token first. A rare one (under PROBE_CAP products) drives: its products are read and sorted. Only
 * common ones: the mall's list index is walked in order, each product checked for the tokens, until
 * the page is full. A member's own products are few: their index and the LIKE do.
 */
interface KeywordPlan {
  /** The keyword in lower case, looked for as is (no wildcards). */
  text: string;
  /** Rarest first; empty: no token to go by (punctuation only, or a member's own list), LIKE alone. */
  tokens: string[];
  common: boolean;
}

/** At most this many of a long keyword's tokens are probed and checked: the LIKE decides anyway. */
const MAX_TOKENS = 4;

/** First, last and evenly between: a long keyword's tokens spread over all of it. */
const spread = (tokens: string[]): string[] =>
  tokens.length <= MAX_TOKENS ? tokens : [...new Set(Array.from({ length: MAX_TOKENS }, (_, i) => tokens[Math.round((i * (tokens.length - 1)) / (MAX_TOKENS - 1))]!))];

async function planKeyword(db: Kysely<Database>, f: ProductFilter): Promise<KeywordPlan | undefined> {
  if (!f.keyword) return undefined;
  const text = f.keyword.toLowerCase();
  if (f.memberId !== undefined) return { text, tokens: [], common: false };
  const ordered = await rarestFirst(db, DOC_KIND.PRODUCT, spread(keywordTokens(f.keyword)), PROBE_CAP);
  return { text, tokens: ordered.map((o) => o.token), common: (ordered[0]?.n ?? 0) >= PROBE_CAP };
}


/** The row holds this token: a join the planner places (walking the newest rows), or a per-row probe (behind a rare token's postings). */
const holds = (token: string) => holdsToken(DOC_KIND.PRODUCT, token, sql.ref('p.id'));
const probes = (db: Kysely<Database>, token: string) => probesToken(db, DOC_KIND.PRODUCT, token, sql.ref('p.id'));

/**
 * The column holds `text` (lower case), case ignored: what LIKE '%text%' finds, as a position, whose
 * selectivity PostgreSQL does not guess. It guessed LIKE '%饮片%' at a dozen of 20,000 products (there
 * were 2,400) and scanned the whole table instead of walking the list index or the token's postings.
 */
const holdsText = (db: Kysely<Database>, column: Expression<string>, text: string) =>
  engineOf(db) === 'postgres' ? sql<SqlBool>`strpos(lower(${column}), ${text}) > 0` : sql<SqlBool>`instr(lower(${column}), ${text}) > 0`;

const allProducts = (db: Kysely<Database>) => db.selectFrom('publish_product as p');

/** The products to filter: all of them, or a rare token's postings' products in that order, the other tokens checked. */
function driving(db: Kysely<Database>, plan: KeywordPlan | undefined): ReturnType<typeof allProducts> {
  if (!plan || plan.tokens.length === 0) return allProducts(db);
  if (plan.common) return plan.tokens.reduce((q, t) => q.where(holds(t)), allProducts(db));
  const [first, ...rest] = plan.tokens;
  const q = fromPostings(db, DOC_KIND.PRODUCT, first!, 'publish_product', 'p');
  return rest.reduce((acc, t) => acc.where(probes(db, t)), q) as unknown as ReturnType<typeof allProducts>;
}

function filtered(db: Kysely<Database>, f: ProductFilter, plan: KeywordPlan | undefined) {
  let q = driving(db, plan);
  if (f.memberId !== undefined) q = q.where('p.member_id', '=', f.memberId);
  if (f.goodsStatus !== undefined) q = q.where('p.goods_status', '=', f.goodsStatus);
  if (f.categoryIds) q = q.where('p.category_id', 'in', f.categoryIds.length ? f.categoryIds : [0]);
  if (f.recommended) q = q.where('p.recommended', '=', 1);
  if (plan) {
    const { text } = plan;
    q = q.where((eb) => eb.or([holdsText(db, eb.ref('p.name'), text), holdsText(db, eb.ref('p.origin'), text), holdsText(db, eb.ref('p.specification'), text)]));
  }
  return q;
}

/** Products with their category and supplier names; `reportCount` counts linked reports that still verify. */
function products(db: Kysely<Database>, f: ProductFilter, plan?: KeywordPlan) {
  return filtered(db, f, plan)
    .innerJoin('product_category as c', 'c.id', 'p.category_id')
    .innerJoin('sys_member as m', 'm.id', 'p.member_id')
    .leftJoin('sys_company as co', 'co.id', 'm.company_id');
}

/**
 * A member's own list counts its rows (few). A mall keyword search counts its matches up to
 * SEARCH_TOTAL_CAP + 1 (more shows as "1000+"), read from the rarest token's postings even when it
 * is common: a very common word costs no more than that. The mall's other lists (by status,
 * category, recommendation) sum the maintained counts (row_count, issue #18).
 */
async function countProducts(db: Kysely<Database>, f: ProductFilter, plan: KeywordPlan | undefined): Promise<number> {
  if (f.memberId !== undefined) {
    const row = await filtered(db, f, plan).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  if (plan) {
    const matches = filtered(db, f, { ...plan, common: false }).select(sql`1`.as('one')).limit(SEARCH_TOTAL_CAP + 1);
    const row = await db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const categories = f.categoryIds ? new Set(f.categoryIds.map(String)) : null;
  return sumRowCounts(
    db,
    'product',
    ([status, recommended, category]) =>
      (f.goodsStatus === undefined || status === String(f.goodsStatus)) && (!f.recommended || recommended === '1') && (!categories || categories.has(category!)),
  );
}

const supplierName = sql<string>`coalesce(co.company_name, m.real_name, m.user_account)`;

function withSummary(db: Kysely<Database>, f: ProductFilter, plan?: KeywordPlan) {
  return products(db, f, plan)
    .selectAll('p')
    .select(['c.name as category_name', supplierName.as('supplier_name')])
    .select((eb) =>
      eb
        .selectFrom('product_report as pr')
        .innerJoin('order_report as r', 'r.id', 'pr.report_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('pr.product_id', '=', 'p.id')
        .where('r.status', '<>', REPORT_STATUS.REVOKED)
        .as('report_count'),
    );
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof withSummary>['executeTakeFirstOrThrow']>>;

export type ProductOrder = 'updated' | 'listed' | 'recommended';
const ORDER_COLUMN = { updated: 'p.updated_at', listed: 'p.listed_at', recommended: 'p.recommended_at' } as const;

export function createProductRepository(db: Kysely<Database>) {
  return {
    categories() {
      return db.selectFrom('product_category').selectAll().orderBy('parent_id').orderBy('sort').orderBy('id').execute();
    },
    category(id: number) {
      return db.selectFrom('product_category').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async page(f: ProductFilter, order: ProductOrder, limit: number, offset: number): Promise<{ rows: ProductRow[]; total: number }> {
      const plan = await planKeyword(db, f);
      const [rows, total] = await Promise.all([
        withSummary(db, f, plan).orderBy(ORDER_COLUMN[order], 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
        countProducts(db, f, plan),
      ]);
      return { rows, total };
    },
    byId(id: number) {
      return withSummary(db, {}).where('p.id', '=', id).executeTakeFirst();
    },
    /** What a review reads: the status it moves from, and the name the audit log gives. */
    reviewTarget(id: number) {
      return db.selectFrom('publish_product').select(['id', 'name', 'goods_status', 'member_id']).where('id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<PublishProductTable>): Promise<number> {
      return (await db.insertInto('publish_product').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** Conditional on owner and status: false when the row was not in one of `statuses` any more. */
    async update(id: number, memberId: number | null, statuses: readonly number[], patch: Updateable<PublishProductTable>): Promise<boolean> {
      let q = db.updateTable('publish_product').set(patch).where('id', '=', id).where('goods_status', 'in', [...statuses]);
      if (memberId !== null) q = q.where('member_id', '=', memberId);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async remove(id: number, memberId: number, statuses: readonly number[]): Promise<boolean> {
      const r = await db.deleteFrom('publish_product').where('id', '=', id).where('member_id', '=', memberId).where('goods_status', 'in', [...statuses]).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
    /**
     * Holds the member's row until the transaction ends, so two requests that count the member's
     * recommendations run one after the other (SQLite already runs one write transaction at a time).
     */
    async lockMember(memberId: number): Promise<void> {
      if (engineOf(db) === 'postgres') await db.selectFrom('sys_member').select('id').where('id', '=', memberId).forUpdate().execute();
    },
    /** Puts a listed product of the owner's on the home page while the owner has fewer than `max` there. */
    async recommend(id: number, memberId: number, max: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('publish_product')
        .set({ recommended: 1, recommended_at: now })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('goods_status', '=', GOODS_STATUS.LISTED)
        .where('recommended', '=', 0)
        .where((eb) =>
          eb(eb.selectFrom('publish_product as q').select(eb.fn.countAll<number>().as('n')).where('q.member_id', '=', memberId).where('q.recommended', '=', 1), '<', max),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async replaceReports(productId: number, reportIds: number[]): Promise<void> {
      await db.deleteFrom('product_report').where('product_id', '=', productId).execute();
      if (reportIds.length) await db.insertInto('product_report').values(reportIds.map((report_id) => ({ product_id: productId, report_id }))).execute();
    },
    /** Reports of `memberId`'s own orders with these verification codes, revoked ones left out. */
    ownReports(memberId: number, codes: string[]) {
      return db
        .selectFrom('order_report as r')
        .innerJoin('order_info as o', 'o.id', 'r.order_id')
        .select(['r.id', 'r.verify_code'])
        .where('o.member_id', '=', memberId)
        .where('r.verify_code', 'in', codes)
        .where('r.status', '<>', REPORT_STATUS.REVOKED)
        .execute();
    },
    /** The linked reports a buyer may see: still verifying, newest first. */
    reportsOf(productId: number) {
      return db
        .selectFrom('product_report as pr')
        .innerJoin('order_report as r', 'r.id', 'pr.report_id')
        .innerJoin('order_info as o', 'o.id', 'r.order_id')
        .innerJoin('institution as i', 'i.id', 'o.institution_id')
        .select(['r.verify_code', 'o.sample_name', 'i.name as institution_name', 'r.issued_at'])
        .where('pr.product_id', '=', productId)
        .where('r.status', '<>', REPORT_STATUS.REVOKED)
        .orderBy('r.issued_at', 'desc')
        .execute();
    },
    /** Which of these upload keys are public images `memberId` uploaded itself (a private scan never goes to the mall). */
    async ownImageKeys(memberId: number, keys: string[]): Promise<Set<string>> {
      const rows = await db.selectFrom('upload_file').select('file_key').where('file_key', 'in', keys).where('member_id', '=', memberId).where('mime', 'like', 'image/%').where('scene', '=', 'member').execute();
      return new Set(rows.map((r) => r.file_key));
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
