import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Times are ISO-8601 UTC strings (text on both engines),
 * so SQLite and PostgreSQL return the same values and sort the same way.
 */
export interface SysDictDataTable {
  id: Generated<number>;
  dict_type: string;
  dict_code: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  sys_dict_data: SysDictDataTable;
}
