import type { PiiField, PiiKind } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One record's clear value of one personal field, and a name for it the audit row can carry. */
export interface PiiRecord {
  value: string | null;
  /** Whose value: 会员#12（zhangsan）, 入驻申请#3（某某检测公司）… */
  whose: string;
}

/** Reads the clear personal values the console lists masked; nothing else reads them for operators. */
export function createPiiRepository(db: Kysely<Database>) {
  const readers: Record<PiiKind, (id: number, field: PiiField) => Promise<PiiRecord | undefined>> = {
    async settlement(id) {
      const r = await db.selectFrom('settle_application').select(['mobile', 'company_name']).where('id', '=', id).executeTakeFirst();
      return r && { value: r.mobile, whose: `入驻申请#${id}（${r.company_name}）` };
    },
    async member(id, field) {
      const r = await db.selectFrom('sys_member').select(['mobile', 'id_card', 'user_account']).where('id', '=', id).executeTakeFirst();
      return r && { value: field === 'idCard' ? r.id_card : r.mobile, whose: `会员#${id}（${r.user_account}）` };
    },
    async qualityInfo(id) {
      const r = await db.selectFrom('quality_info').select(['contact_phone', 'contact_name']).where('id', '=', id).executeTakeFirst();
      return r && { value: r.contact_phone, whose: `质检申请#${id}（${r.contact_name}）` };
    },
  };
  return {
    find: (kind: PiiKind, id: number, field: PiiField) => readers[kind](id, field),
  };
}
