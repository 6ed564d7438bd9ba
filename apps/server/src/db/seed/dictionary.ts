import type { Kysely } from 'kysely';
import { nowIso } from '../dialect';
import type { Database } from '../schema';

/** Demo dictionary entries: the platform's contact details (§7 getValue tel/tel feeds the footer). */
const DICT_ROWS = [
  { dict_type: 'tel', dict_code: 'tel', dict_label: '平台联系电话', dict_value: '400-810-6618', sort: 1 },
  { dict_type: 'complaint_tel', dict_code: 'complaint_tel', dict_label: '投诉电话', dict_value: '010-6521 3377', sort: 2 },
  { dict_type: 'email', dict_code: 'email', dict_label: '平台邮箱', dict_value: 'service@tcmqc.example.cn', sort: 3 },
];

export async function seedDictionary(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('sys_dict_data')
    .values(DICT_ROWS.map((r) => ({ ...r, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.columns(['dict_type', 'dict_code']).doNothing())
    .execute();
}
