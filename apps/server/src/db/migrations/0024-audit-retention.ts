import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect';

/**
 * Issue #17 (MLPS level 3): the audit log is append-only in the database as well as in the code.
 * An UPDATE is refused outright; a DELETE only for rows older than 179 days — the retention floor
 * is 180 (AUDIT_RETENTION_DAYS), one day of margin for a database clock behind the app's — so
 * the retention purge works and nothing else can thin out recent history. PostgreSQL also
 * refuses TRUNCATE. (A database owner can still drop a trigger: the database role the app uses
 * is the boundary, see the README.)
 */
const REFUSE_UPDATE = 'audit_log is append-only: its rows cannot be changed';
const REFUSE_DELETE = 'audit_log rows younger than 179 days cannot be deleted';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`
      create function audit_log_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and old.at < to_char((now() at time zone 'UTC') - interval '179 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
          return old;
        end if;
        raise exception '%', case when tg_op = 'DELETE' then ${sql.lit(REFUSE_DELETE)} else ${sql.lit(REFUSE_UPDATE)} end;
      end
      $$`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log for each row execute function audit_log_guard()`.execute(db);
    await sql`create trigger audit_log_keep_recent before delete on audit_log for each row execute function audit_log_guard()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_guard()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, ${sql.lit(REFUSE_UPDATE)}); end`.execute(db);
    await sql`
      create trigger audit_log_keep_recent before delete on audit_log
      when old.at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-179 days')
      begin select raise(abort, ${sql.lit(REFUSE_DELETE)}); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    for (const t of ['audit_log_no_update', 'audit_log_keep_recent', 'audit_log_no_truncate']) await sql`drop trigger ${sql.ref(t)} on audit_log`.execute(db);
    await sql`drop function audit_log_guard()`.execute(db);
  } else {
    for (const t of ['audit_log_no_update', 'audit_log_keep_recent']) await sql`drop trigger ${sql.ref(t)}`.execute(db);
  }
}
