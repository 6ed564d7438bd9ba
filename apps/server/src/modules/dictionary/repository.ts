import type { DictData, PageQuery } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, ilike } from '../../lib/sql-like';

const COLUMNS = ['dict_type', 'dict_code', 'dict_label', 'dict_value', 'sort'] as const;
type Row = { dict_type: string; dict_code: string; dict_label: string; dict_value: string; sort: number };
const toDictData = (r: Row): DictData => ({ dictType: r.dict_type, dictCode: r.dict_code, dictLabel: r.dict_label, dictValue: r.dict_value, sort: r.sort });

export function createDictionaryRepository(db: Kysely<Database>) {
  return {
    async findValue(dictType: string, dictCode: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('sys_dict_data')
        .select('dict_value')
        .where('dict_type', '=', dictType)
        .where('dict_code', '=', dictCode)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return row?.dict_value;
    },
    async byType(dictType: string): Promise<DictData[]> {
      const rows = await db.selectFrom('sys_dict_data').select(COLUMNS).where('dict_type', '=', dictType).where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
      return rows.map(toDictData);
    },
    async page(f: { dictType?: string; keyword?: string }, q: PageQuery): Promise<{ list: DictData[]; total: number }> {
      let base = db.selectFrom('sys_dict_data').where('enabled', '=', 1);
      if (f.dictType) base = base.where('dict_type', '=', f.dictType);
      if (f.keyword) base = base.where((eb) => ilike(eb.ref('dict_label'), containsPattern(f.keyword!)));
      const [rows, count] = await Promise.all([
        base.select(COLUMNS).orderBy('dict_type').orderBy('sort').orderBy('id').limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toDictData), total: Number(count.n) };
    },
  };
}
export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
