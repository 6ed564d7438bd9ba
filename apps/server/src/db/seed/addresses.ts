import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Issue #20: the demo members' address books, so checkout and 常用地址 show them on a fresh start. */
const BOOKS: Record<string, { name: string; phone: string; address: string }[]> = {
  qiye01: [
    { name: '孙立群', phone: '0558-5127736', address: '安徽省亳州市谯城区十河镇中药材产业园9号 质量管理部' },
    { name: '马晓红', phone: '13905582217', address: '安徽省亳州市谯城区药都大道1688号 仓储中心2号库' },
  ],
  geren01: [{ name: '赵志远', phone: '13866021475', address: '甘肃省定西市岷县梅川镇当归种植基地管理站' }],
};

/** Written once: skipped when any member already keeps an address. */
export async function seedAddresses(db: Kysely<Database>): Promise<void> {
  if (await db.selectFrom('member_address').select('id').limit(1).executeTakeFirst()) return;
  const members = await db.selectFrom('sys_member').select(['id', 'user_account']).where('user_account', 'in', Object.keys(BOOKS)).execute();
  const now = new Date().toISOString();
  const rows = members.flatMap((m) => BOOKS[m.user_account]!.map((a, i) => ({ member_id: m.id, ...a, is_default: i === 0 ? 1 : 0, created_at: now, updated_at: now })));
  if (rows.length > 0) await db.insertInto('member_address').values(rows).execute();
}
