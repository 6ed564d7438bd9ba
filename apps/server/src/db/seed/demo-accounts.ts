import type { Kysely } from 'kysely';
import { verifyPassword } from '../../modules/accounts/password';
import type { Database } from '../schema';
import { HISTORY_ACCOUNTS } from './history/people';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';
import * as operators from './operators';
import { DEMO_STAFF } from './orders/staff';
import { SEED_SUPPLIERS } from './products/suppliers';

/**
 * Every account the demo seed creates, by name, read from the seeders themselves: the demo members,
 * the operators, the institution staff and the suppliers the product seed creates. Operators are
 * every `{ account }` object operators.ts exports, so a demo operator added there is covered too;
 * and the members of the seeded year (kehu001 …, issue #20).
 */
export const DEMO_ACCOUNT_NAMES: readonly string[] = [
  ...DEMO_MEMBERS.map((m) => m.account),
  ...(Object.values(operators) as unknown[]).flatMap((v) => {
    const account = typeof v === 'object' && v !== null ? (v as { account?: unknown }).account : undefined;
    return typeof account === 'string' ? [account] : [];
  }),
  ...DEMO_STAFF.map((s) => s.account),
  ...SEED_SUPPLIERS.filter((s) => s.create).map((s) => s.account),
  ...HISTORY_ACCOUNTS,
];

/**
 * The demo accounts present in the database that still sign in with the published DEMO_PASSWORD.
 * Only the seeded names are checked: verifying the demo password against every member's argon2
 * hash (~20 ms each) would take minutes on a database of real size, and the risk is the accounts the
 * README names. An account renamed or re-passworded by its owner is not reported.
 */
export async function demoAccountsWithDemoPassword(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('sys_member').select(['user_account', 'password_hash']).where('user_account', 'in', [...DEMO_ACCOUNT_NAMES]).orderBy('id').execute();
  const found: string[] = [];
  // The seed hashes the demo password once for a group of accounts: each distinct hash is verified once.
  const verdicts = new Map<string, Promise<boolean>>();
  for (const row of rows) {
    if (!verdicts.has(row.password_hash)) verdicts.set(row.password_hash, verifyPassword(row.password_hash, DEMO_PASSWORD));
    if (await verdicts.get(row.password_hash)) found.push(row.user_account);
  }
  return found;
}
