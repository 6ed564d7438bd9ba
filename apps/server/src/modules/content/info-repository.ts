import type { AdvertInfo, NewsRecord, PageQuery, PubsInformation, SysProtocol } from '@tcm/shared';
import type { Kysely } from 'kysely';
import { type CountedList, sumRowCounts } from '../../db/row-counts';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

const COUNTED: Record<'article_info' | 'sys_member' | 'sys_company', CountedList> = { article_info: 'article', sys_member: 'member', sys_company: 'company' };

/** Adverts, news flashes, public notices, statistics and protocols: small read-only lists. */
export function createInfoRepository(db: Kysely<Database>) {
  return {
    async adverts(position: string): Promise<AdvertInfo[]> {
      const rows = await db
        .selectFrom('advert_info')
        .select(['id', 'position', 'title', 'image_url', 'link_url', 'sort'])
        .where('position', '=', position)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, position: r.position, title: r.title, imageUrl: r.image_url, linkUrl: r.link_url, sort: r.sort }));
    },
    async newsRecords(q: PageQuery): Promise<{ list: NewsRecord[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.selectFrom('news_record').selectAll().orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
        db.selectFrom('news_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map((r) => ({ id: r.id, content: r.content, linkUrl: r.link_url, publishTime: r.publish_time })), total: Number(count.n) };
    },
    async pubs(f: { infoType?: string; keyword?: string }, q: PageQuery): Promise<{ list: PubsInformation[]; total: number }> {
      let base = db.selectFrom('pubs_information');
      if (f.infoType) base = base.where('info_type', '=', f.infoType);
      if (f.keyword) base = base.where((eb) => ilike(eb.ref('title'), containsPattern(f.keyword!)));
      const [rows, count] = await Promise.all([
        base.select(['id', 'title', 'info_type', 'publisher', 'publish_time']).orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({ id: r.id, title: r.title, infoType: r.info_type, publisher: r.publisher, publishTime: r.publish_time })),
        total: Number(count.n),
      };
    },
    pubsDetail(id: number) {
      return db.selectFrom('pubs_information').selectAll().where('id', '=', id).executeTakeFirst();
    },
    stats() {
      return db.selectFrom('quality_stat').selectAll().orderBy('kind').orderBy('sort').execute();
    },
    async protocol(by: { code?: string; type?: string }): Promise<SysProtocol | undefined> {
      let q = db.selectFrom('sys_protocol').selectAll();
      q = by.code ? q.where('code', '=', by.code) : q.where('type', '=', by.type!);
      const r = await q.orderBy('id').limit(1).executeTakeFirst();
      return r && { code: r.code, type: r.type, title: r.title, content: r.content, updatedAt: r.updated_at };
    },
    /** Whole-table figures of the home page: the maintained counts (row_count, issue #18). */
    count(table: 'article_info' | 'sys_member' | 'sys_company'): Promise<number> {
      return sumRowCounts(db, COUNTED[table]);
    },
  };
}
export type InfoRepository = ReturnType<typeof createInfoRepository>;
