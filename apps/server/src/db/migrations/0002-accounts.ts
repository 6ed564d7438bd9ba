import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** Members, their companies, sessions, verification codes, the SMS outbox, rate-limit counters, the audit log. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(engineOf(db));
  await db.schema
    .createTable('sys_company')
    .addColumn('id', 'integer', id)
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unify_code', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('license_url', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sys_member')
    .addColumn('id', 'integer', id)
    .addColumn('user_account', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('member_type', 'integer', (c) => c.notNull())
    .addColumn('info_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('real_name', 'varchar(30)')
    .addColumn('id_card', 'varchar(18)')
    .addColumn('email', 'varchar(100)')
    .addColumn('company_id', 'integer', (c) => c.references('sys_company.id'))
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_session')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('user_session_member_idx').on('user_session').column('member_id').execute();
  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'integer', id)
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('verification_code_mobile_idx').on('verification_code').columns(['mobile', 'purpose']).execute();
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('bucket', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('account', 'varchar(40)')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('detail', 'varchar(500)')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['audit_log', 'rate_limit_counter', 'sms_outbox', 'verification_code', 'user_session', 'sys_member', 'sys_company']) {
    await db.schema.dropTable(t).execute();
  }
}
