import { hashPassword } from '../../apps/server/src/modules/accounts/password';
import type { BenchTable } from './bench-table';
import { mobile, personName } from './chinese-text';
import { insertBatched } from './insert-batched';

/** 50,000 members at scale 1: the account look-ups (login, mobileIsExist) run against this many. */
const MEMBERS = 50_000;

/** Every generated member's password, so a load test can log in as `bench000042`. */
export const BENCH_MEMBER_PASSWORD = 'Bench@2026';
export const benchMemberAccount = (i: number): string => `bench${String(i).padStart(6, '0')}`;

export const memberBenchData: BenchTable = {
  table: 'sys_member',
  rowCount: (scale) => Math.max(1, Math.round(MEMBERS * scale)),
  async generate({ db, rng, rows }) {
    // One argon2id hash shared by all rows: hashing 50,000 passwords would take minutes and test nothing.
    const passwordHash = await hashPassword(BENCH_MEMBER_PASSWORD);
    const now = new Date().toISOString();
    const used = new Set<string>();
    await insertBatched(db, 'sys_member', rows, (i) => {
      let phone = mobile(rng);
      // The demo accounts use 1380000xxxx: keep clear of them.
      while (used.has(phone) || phone.startsWith('1380000')) phone = mobile(rng);
      used.add(phone);
      const personal = rng.chance(0.4);
      return {
        user_account: benchMemberAccount(i),
        mobile: phone,
        password_hash: passwordHash,
        member_type: personal ? 2 : 1,
        info_status: personal ? rng.pick([0, 1, 2, 2, 2, 3]) : 0,
        real_name: personal ? personName(rng) : null,
        id_card: null,
        email: null,
        company_id: null,
        reject_reason: null,
        locked_until: null,
        avatar_url: null,
        created_at: now,
        updated_at: now,
      };
    });
  },
};
