import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createDictionaryRepository(db: Kysely<Database>) {
  return {
    async findValue(dictType: string, dictCode: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('sys_dict_data')
        .select('dict_value')
        .where('dict_type', '=', dictType)
        .where('dict_code', '=', dictCode)
        .executeTakeFirst();
      return row?.dict_value;
    },
  };
}
export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
