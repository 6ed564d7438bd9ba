import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TechTalkTable } from '../../db/schema-products';
import { containsPattern, ilike } from '../../lib/sql-like';

export const PUBLISHED = 1;

export interface AchievementFilter {
  keyword?: string;
  field?: string;
}

function published(db: Kysely<Database>, f: AchievementFilter) {
  let q = db.selectFrom('tech_achievement').where('status', '=', PUBLISHED);
  if (f.field) q = q.where('field', '=', f.field);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([ilike(eb.ref('title'), pattern), ilike(eb.ref('summary'), pattern), ilike(eb.ref('owner'), pattern)]));
  }
  return q;
}

const SUMMARY = ['id', 'title', 'field', 'owner', 'transfer_mode', 'maturity', 'summary', 'cover_url', 'published_at'] as const;

export function createAchievementRepository(db: Kysely<Database>) {
  return {
    async page(f: AchievementFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        published(db, f).select(SUMMARY).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        published(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    byId(id: number) {
      return published(db, {}).selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertTalk(row: Insertable<TechTalkTable>): Promise<number> {
      return (await db.insertInto('tech_talk').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
  };
}
