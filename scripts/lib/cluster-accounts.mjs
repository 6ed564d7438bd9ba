// The cluster runs in production mode on demo data, so that the benchmark has members, staff and
// orders to work with. A production start refuses to run while a demo account keeps the published
// demo password (issue #17), and rightly: so the cluster seeds the demo data in a non-production
// step that nobody can reach, then gives every demo account one password generated for this run
// (printed by the script, gone with the cluster's temp folders). No setting weakens the guard.
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '../..');
let registered = false;

/** The server's own TypeScript (the demo account list, the password hash), through tsx. */
async function serverModule(relativePath) {
  if (!registered) {
    register();
    registered = true;
  }
  return import(pathToFileURL(path.join(root, relativePath)).href);
}

/** A password for this run's demo accounts: 16 random characters plus one of each kind the rules ask for. */
export function generatedPassword() {
  return `${crypto.randomBytes(12).toString('base64url')}a9#`;
}

/**
 * Gives every seeded demo account `password` (one argon2 hash for all, as the seed does).
 * @returns {Promise<number>} how many accounts were changed
 */
export async function replaceDemoPasswords(databaseUrl, password) {
  const { DEMO_ACCOUNT_NAMES } = await serverModule('apps/server/src/db/seed/demo-accounts.ts');
  const { hashPassword } = await serverModule('apps/server/src/modules/accounts/password.ts');
  const hash = await hashPassword(password);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query('update sys_member set password_hash = $1 where user_account = any($2::text[])', [hash, [...DEMO_ACCOUNT_NAMES]]);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
