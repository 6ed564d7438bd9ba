import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/**
 * Issue #17, the second factor and initial passwords:
 * - member_totp: an account's authenticator secret (once confirmed), the secret being enrolled, and
 *   the last time step a code was accepted for (a code is never accepted twice);
 * - recovery_code: ten single-use codes per enrolment, SHA-256 only;
 * - login_challenge: what a correct password of a privileged account gets instead of a session —
 *   single-use, 5 minutes, 5 tries (an SMS challenge keeps its code's hash);
 * - user_session.second_factor: how the session passed it (totp, sms, recovery), null when it did not;
 *   user_session.password_change_required: a session signed in with an initial password;
 * - sys_member.must_change_password: set on accounts created with an initial password.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(engineOf(db));
  await db.schema.alterTable('sys_member').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('user_session').addColumn('second_factor', 'varchar(16)').execute();
  await db.schema.alterTable('user_session').addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('member_totp')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('sys_member.id'))
    .addColumn('secret', 'varchar(64)')
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('pending_secret', 'varchar(64)')
    .addColumn('pending_expires_at', 'varchar(32)')
    .addColumn('last_step', 'integer')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recovery_code')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('recovery_code_member_idx').on('recovery_code').columns(['member_id', 'code_hash']).execute();
  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('factor', 'varchar(8)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('login_challenge_member_idx').on('login_challenge').columns(['member_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_challenge').execute();
  await db.schema.dropTable('recovery_code').execute();
  await db.schema.dropTable('member_totp').execute();
  await db.schema.alterTable('user_session').dropColumn('password_change_required').execute();
  await db.schema.alterTable('user_session').dropColumn('second_factor').execute();
  await db.schema.alterTable('sys_member').dropColumn('must_change_password').execute();
}
