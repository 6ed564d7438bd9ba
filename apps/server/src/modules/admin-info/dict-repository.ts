import type { AdminDictRow } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

const COLUMNS = ['id', 'dict_type', 'dict_code', 'dict_label', 'dict_value', 'sort', 'enabled', 'updated_at'] as const;
type Row = { id: number; dict_type: string; dict_code: string; dict_label: string; dict_value: string; sort: number; enabled: number; updated_at: string };
export const toDictRow = (r: Row): AdminDictRow => ({
  id: r.id,
  dictType: r.dict_type,
  dictCode: r.dict_code,
  dictLabel: r.dict_label,
  dictValue: r.dict_value,
  sort: Number(r.sort),
  enabled: Number(r.enabled) === 1,
  updatedAt: r.updated_at,
});

export interface DictWrite {
  dict_label: string;
  dict_value: string;
  sort: number;
  enabled: number;
}

/** sys_dict_data, every entry (the public calls read the enabled ones). */
export function createDictRepository(db: Kysely<Database>) {
  return {
    async types() {
      const rows = await db
        .selectFrom('sys_dict_data')
        .select(['dict_type', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('enabled').as('on')])
        .groupBy('dict_type')
        .orderBy('dict_type')
        .execute();
      return rows.map((r) => ({ dictType: r.dict_type, count: Number(r.n), enabledCount: Number(r.on) }));
    },
    async page(f: { dictType?: string; keyword?: string }, limit: number, offset: number): Promise<{ rows: AdminDictRow[]; total: number }> {
      let base = db.selectFrom('sys_dict_data');
      if (f.dictType) base = base.where('dict_type', '=', f.dictType);
      if (f.keyword) {
        const pattern = containsPattern(f.keyword);
        base = base.where((eb) => eb.or([ilike(eb.ref('dict_label'), pattern), ilike(eb.ref('dict_code'), pattern), ilike(eb.ref('dict_value'), pattern)]));
      }
      const [rows, count] = await Promise.all([
        base.select(COLUMNS).orderBy('dict_type').orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toDictRow), total: Number(count.n) };
    },
    async find(id: number): Promise<AdminDictRow | undefined> {
      const r = await db.selectFrom('sys_dict_data').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return r && toDictRow(r);
    },
    async codeTaken(dictType: string, dictCode: string): Promise<boolean> {
      return Boolean(await db.selectFrom('sys_dict_data').select('id').where('dict_type', '=', dictType).where('dict_code', '=', dictCode).executeTakeFirst());
    },
    async valueTaken(dictType: string, dictValue: string, exceptId: number | null): Promise<boolean> {
      let q = db.selectFrom('sys_dict_data').select('id').where('dict_type', '=', dictType).where('dict_value', '=', dictValue);
      if (exceptId !== null) q = q.where('id', '<>', exceptId);
      return Boolean(await q.executeTakeFirst());
    },
    async insert(key: { dict_type: string; dict_code: string }, w: DictWrite, now: string): Promise<number> {
      const row = await db
        .insertInto('sys_dict_data')
        .values({ ...key, ...w, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, w: Partial<DictWrite>, now: string): Promise<void> {
      await db.updateTable('sys_dict_data').set({ ...w, updated_at: now }).where('id', '=', id).execute();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('sys_dict_data').where('id', '=', id).execute();
    },
  };
}
