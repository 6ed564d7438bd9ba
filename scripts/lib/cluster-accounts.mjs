// `node --import tsx scripts/lib/cluster-accounts.mjs` (run by scripts/lib/cluster.mjs): gives every
// seeded demo account the password in CLUSTER_DEMO_PASSWORD, in the database of DATABASE_URL.
//
// Why: the cluster runs in production mode on the demo data, so that the benchmark has members,
// staff and orders to work with. A production start refuses to run while a demo account keeps the
// published demo password (issue #17), and rightly; so the cluster seeds the demo data in a
// non-production step nobody can reach, then gives every demo account one password generated for
// this run (printed by the script, gone with the cluster's temp folders). No setting weakens the guard.
// The account list and the hash are the server's own (TypeScript, hence tsx and a process of its own).
import pg from 'pg';

const { DATABASE_URL: databaseUrl, CLUSTER_DEMO_PASSWORD: password } = process.env;
if (!databaseUrl || !password) {
  console.error('需要 DATABASE_URL 与 CLUSTER_DEMO_PASSWORD / DATABASE_URL and CLUSTER_DEMO_PASSWORD are required');
  process.exit(2);
}
const { DEMO_ACCOUNT_NAMES } = await import('../../apps/server/src/db/seed/demo-accounts.ts');
const { hashPassword } = await import('../../apps/server/src/modules/accounts/password.ts');
// One argon2 hash for all of them, as the seed does.
const hash = await hashPassword(password);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const result = await client.query('update sys_member set password_hash = $1 where user_account = any($2::text[])', [hash, [...DEMO_ACCOUNT_NAMES]]);
  console.log(`演示账号已改用本次生成的密码 / ${result.rowCount} demo accounts now use this run's generated password`);
} finally {
  await client.end();
}
