import { COLLECT_TYPE, type CollectType, GOODS_STATUS, UPLOAD_PATH_SEPARATOR } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { LISTED } from '../institutions/columns';

export interface CollectTarget {
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
}
type Resolver = (db: Kysely<Database>, ids: number[]) => Promise<Map<number, CollectTarget>>;

const APPROVED_ARTICLE = 2;

/**
 * What each favourite type points at, and how to show it. Only public items resolve, so a
 * removed or unlisted item can neither be collected nor shown (a product: while it is in the
 * mall). A type without a resolver is refused.
 */
export const COLLECT_TARGETS: Partial<Record<CollectType, Resolver>> = {
  [COLLECT_TYPE.INSTITUTION]: async (db, ids) => {
    const rows = await db.selectFrom('institution').select(['id', 'name', 'province', 'city', 'logo_url']).where('id', 'in', ids).where('status', '=', LISTED).execute();
    return new Map(rows.map((r) => [r.id, { title: r.name, subtitle: `${r.province} · ${r.city}`, imageUrl: r.logo_url }]));
  },
  [COLLECT_TYPE.TEST_SERVICE]: async (db, ids) => {
    const rows = await db
      .selectFrom('institution_test_service as s')
      .innerJoin('test_item as ti', 'ti.id', 's.test_item_id')
      .innerJoin('institution as i', 'i.id', 's.institution_id')
      .select(['s.id', 'ti.name as item', 'i.name as institution', 'i.logo_url'])
      .where('s.id', 'in', ids)
      .where('s.status', '=', 1)
      .where('i.status', '=', LISTED)
      .execute();
    return new Map(rows.map((r) => [r.id, { title: r.item, subtitle: r.institution, imageUrl: r.logo_url }]));
  },
  [COLLECT_TYPE.STANDARD]: async (db, ids) => {
    const rows = await db.selectFrom('quality_standard').select(['id', 'standard_no', 'name_cn']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, { title: r.name_cn, subtitle: r.standard_no, imageUrl: null }]));
  },
  [COLLECT_TYPE.PRODUCT]: async (db, ids) => {
    const rows = await db
      .selectFrom('publish_product')
      .select(['id', 'name', 'origin', 'specification', 'images'])
      .where('id', 'in', ids)
      .where('goods_status', '=', GOODS_STATUS.LISTED)
      .execute();
    const subtitle = (r: { origin: string; specification: string }) => [r.origin, r.specification].filter(Boolean).join(' · ') || null;
    return new Map(rows.map((r) => [r.id, { title: r.name, subtitle: subtitle(r), imageUrl: r.images.split(UPLOAD_PATH_SEPARATOR)[0] || null }]));
  },
  [COLLECT_TYPE.ARTICLE]: async (db, ids) => {
    const rows = await db.selectFrom('article_info').select(['id', 'title', 'source', 'cover_url']).where('id', 'in', ids).where('status', '=', APPROVED_ARTICLE).execute();
    return new Map(rows.map((r) => [r.id, { title: r.title, subtitle: r.source, imageUrl: r.cover_url }]));
  },
};
