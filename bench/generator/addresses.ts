import type { BenchTable } from './bench-table';
import { CITIES, PROVINCES, mobile, personName } from './chinese-text';
import { insertBatched } from './insert-batched';

/** Issue #20 at scale 1: every fifth member keeps three return addresses, the first its default. */
const ADDRESSES = 30_000;
const PER_MEMBER = 3;
const MEMBER_STRIDE = 5;
const ROADS = ['药都路', '魏武大道', '人民路', '中山路', '建设路', '解放路', '文峰路', '产业园路'] as const;

export const addressBenchData: BenchTable = {
  table: 'member_address',
  rowCount: (scale) => Math.max(PER_MEMBER, Math.round(ADDRESSES * scale)),
  async generate({ db, rng, rows }) {
    // The generated members only: a demo member may keep a default address of its own already.
    const members = (await db.selectFrom('sys_member').select('id').where('user_account', 'like', 'bench%').orderBy('id').execute()).map((m) => m.id);
    const now = new Date().toISOString();
    await insertBatched(db, 'member_address', rows, (i) => {
      const slot = Math.floor(i / PER_MEMBER) * MEMBER_STRIDE;
      return {
        member_id: members[slot % members.length]!,
        name: personName(rng),
        phone: mobile(rng),
        address: `${rng.pick(PROVINCES)}${rng.pick(CITIES)}市${rng.pick(ROADS)}${rng.int(1, 300)}号`,
        // One default per member: a member reached a second time (a tiny data set) gets none.
        is_default: i % PER_MEMBER === 0 && slot < members.length ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
    });
  },
};
