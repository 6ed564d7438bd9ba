import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';

/**
 * Issue #17's tables at issue #18's scale: the private documents' links to their orders (a voucher,
 * a contract or a report for three orders in ten), the single sign-on request ids of the last hour,
 * and the second factor of 2,000 accounts (operators and institution staff) with ten recovery codes
 * each and a day's login challenges.
 */
const ORDER_FILES = 300_000;
const SSO_REQUESTS = 10_000;
const TOTP_ACCOUNTS = 2_000;
const RECOVERY_CODES_PER_ACCOUNT = 10;
const CHALLENGES = 50_000;
const HOUR_MS = 3600 * 1000;

const hex = (i: number, salt: string) => `${salt}${i.toString(16).padStart(12, '0')}`.padEnd(64, '0').slice(0, 64);
const iso = (ms: number) => new Date(ms).toISOString();
const firstIds = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);

export const uploadFileOrderBenchData: BenchTable = {
  table: 'upload_file_order',
  rowCount: (scale) => Math.max(30, Math.round(ORDER_FILES * scale)),
  async generate({ db, rng, rows }) {
    const orders = await firstIds(db.selectFrom('order_info').select('id').orderBy('id').limit(rows).execute());
    if (orders.length === 0) throw new Error('upload_file_order bench data needs the bench orders');
    const kinds = ['voucher', 'contract', 'report'];
    await insertBatched(db, 'upload_file_order', Math.min(rows, orders.length), (i) => ({
      file_key: `bench/${rng.pick(kinds)}-${orders[i]!}.pdf`,
      order_id: orders[i]!,
    }));
  },
};

export const ssoRequestBenchData: BenchTable = {
  table: 'sso_request',
  rowCount: (scale) => Math.max(10, Math.round(SSO_REQUESTS * scale)),
  async generate({ db, rows }) {
    const now = Date.now();
    await insertBatched(db, 'sso_request', rows, (i) => ({ request_id: hex(i, 'req'), expires_at: iso(now - HOUR_MS + Math.floor((i / rows) * 2 * HOUR_MS)) }));
  },
};

export const memberTotpBenchData: BenchTable = {
  table: 'member_totp',
  rowCount: (scale) => Math.max(10, Math.round(TOTP_ACCOUNTS * scale)),
  async generate({ db, rows }) {
    // The generated members only (bench000001 …): a demo account given a second factor here could
    // no longer be signed in by the benchmarks with the secrets the README prints.
    const members = await firstIds(
      db
        .selectFrom('sys_member')
        .select('id')
        .where('user_account', 'like', 'bench%')
        .where('id', 'not in', db.selectFrom('member_totp').select('member_id'))
        .orderBy('id')
        .limit(rows)
        .execute(),
    );
    const now = iso(Date.now());
    await insertBatched(db, 'member_totp', members.length, (i) => ({
      member_id: members[i]!,
      // Base32 secrets as the enrolment writes them (20 random bytes); none is ever checked here.
      secret: `BENCHSECRET${String(i).padStart(21, 'A')}`.slice(0, 32),
      enabled_at: now,
      pending_secret: null,
      pending_expires_at: null,
      last_step: null,
      updated_at: now,
    }));
  },
};

export const recoveryCodeBenchData: BenchTable = {
  table: 'recovery_code',
  rowCount: (scale) => memberTotpBenchData.rowCount(scale) * RECOVERY_CODES_PER_ACCOUNT,
  async generate({ db, rng, rows }) {
    const members = await firstIds(db.selectFrom('member_totp').select('member_id as id').where('secret', 'like', 'BENCHSECRET%').orderBy('member_id').execute());
    const now = Date.now();
    await insertBatched(db, 'recovery_code', Math.min(rows, members.length * RECOVERY_CODES_PER_ACCOUNT), (i) => ({
      member_id: members[Math.floor(i / RECOVERY_CODES_PER_ACCOUNT)]!,
      code_hash: hex(i, 'rc'),
      created_at: iso(now - 30 * 24 * HOUR_MS),
      used_at: rng.chance(0.05) ? iso(now - rng.int(1, 29) * 24 * HOUR_MS) : null,
    }));
  },
};

export const loginChallengeBenchData: BenchTable = {
  table: 'login_challenge',
  rowCount: (scale) => Math.max(50, Math.round(CHALLENGES * scale)),
  async generate({ db, rng, rows }) {
    const members = await firstIds(db.selectFrom('member_totp').select('member_id as id').where('secret', 'like', 'BENCHSECRET%').orderBy('member_id').execute());
    const now = Date.now();
    await insertBatched(db, 'login_challenge', rows, (i) => {
      const created = now - Math.floor(((rows - i) / rows) * 24 * HOUR_MS);
      const sms = rng.chance(0.2);
      return {
        token_hash: hex(i, 'lc'),
        member_id: rng.pick(members),
        factor: sms ? 'sms' : 'totp',
        code_hash: sms ? hex(i, 'sms') : null,
        attempts: rng.int(0, 2),
        created_at: iso(created),
        expires_at: iso(created + 5 * 60 * 1000),
        used_at: rng.chance(0.9) ? iso(created + rng.int(5, 120) * 1000) : null,
      };
    });
  },
};

/** After the orders and members they refer to. */
export const SECURITY_BENCH_TABLES: readonly BenchTable[] = [uploadFileOrderBenchData, ssoRequestBenchData, memberTotpBenchData, recoveryCodeBenchData, loginChallengeBenchData];
