import type SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Kysely,
  type DialectAdapter,
  type DatabaseIntrospector,
  type Dialect,
  type QueryCompiler,
  CompiledQuery as Compiled,
} from 'kysely';
import type { SqliteReadPool } from './sqlite-read-pool';

/**
 * Issue #18: better-sqlite3 runs every query on the event loop, so one 120 ms list query stalled
 * every other request. This dialect keeps the single main connection for writes and transactions
 * (serialised by a mutex, as Kysely's own SQLite driver does) and sends every read outside a
 * transaction — a SELECT — to a small pool of worker threads, each with its own read-only
 * connection on the same WAL file. WAL lets readers run beside the writer, and a read that starts
 * after a commit sees it.
 */

/** Kysely's SQLite driver mutex: one user of the main connection at a time. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Callers waiting for the lock (not counting its holder). */
  waiting = 0;
  /** Someone holds the lock. */
  held = false;

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    this.waiting++;
    return previous.then(() => {
      this.waiting--;
      this.held = true;
      return () => {
        this.held = false;
        release();
      };
    });
  }
}

/**
 * Group commit: with synchronous=FULL every COMMIT waits for the disk (about 8 ms here), which
 * capped placeOrder near 120/s. Transactions that queue up for the main connection run one after
 * the other inside one SQLite transaction, each in its own savepoint (a rollback undoes only its
 * own), and the last of them COMMITs for all; none is acknowledged before that COMMIT is on disk.
 */
interface Batch {
  members: number;
  startedAt: number;
  done: Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
  /** A COMMIT is scheduled. */
  deferred?: boolean;
}

/**
 * A read whose statement averages less than this runs on the main connection when that is free:
 * the hop to a worker and back costs more. A slower one (or one not seen yet) goes to a worker.
 */
const FAST_READ_MS = 1;

/** How long a COMMIT waits for company once the last wait gathered some. */
const COMMIT_DELAY_MS = 2;
/** A batch closes at this size or age at the latest. */
const MAX_BATCH = 64;
const MAX_BATCH_MS = 20;

/** Prepared statements of the main connection by SQL text, least recently used dropped first. */
class StatementCache {
  private readonly map = new Map<string, SqliteDatabase.Statement>();
  constructor(
    private readonly db: SqliteDatabase.Database,
    private readonly max = 500,
  ) {}

  get(sql: string): SqliteDatabase.Statement {
    let stmt = this.map.get(sql);
    if (stmt) this.map.delete(sql);
    else {
      stmt = this.db.prepare(sql);
      if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    }
    this.map.set(sql, stmt);
    return stmt;
  }
}

function runOnMain(statements: StatementCache, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const stmt = statements.get(sql);
  if (stmt.reader) return { rows: stmt.all(parameters as unknown[]) };
  const { changes, lastInsertRowid } = stmt.run(parameters as unknown[]);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

const RAW_SELECT = /^\s*select\b/i;
const RAW_DML = /^\s*(insert|update|delete|replace)\b/i;

/** A row change that may join a batch; schema changes, pragmas and the like run on their own. */
function isRowChange(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode') return true;
  return RawNode.is(query.query) && RAW_DML.test(query.sql);
}

/** A read the pool may run: a SELECT of the query builder, or raw SQL that starts with SELECT. */
function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && RAW_SELECT.test(query.sql);
}

class RoutedConnection implements DatabaseConnection {
  /** Set while this connection runs a transaction: it then holds the main connection. */
  release: (() => void) | null = null;
  /** The transaction's savepoint inside the open batch. */
  savepoint = '';

  constructor(private readonly driver: RoutingSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { pool, statements } = this.driver;
    if (this.release) return runOnMain(statements, query) as QueryResult<R>;
    if (pool && isRead(query)) {
      // A statement known to be fast runs at once on the main connection when it is free and holds
      // no open batch (so it sees only committed rows): a worker's round trip would cost more than it.
      if (this.driver.knownFast(query.sql)) return { rows: this.driver.readNow(query) as R[] };
      const rows = await pool.run(query.sql, query.parameters, (ms) => this.driver.timed(query.sql, ms));
      if (rows) return { rows: rows as R[] };
    }
    return this.driver.runAlone<R>(query);
  }

  // eslint-disable-next-line require-yield -- nothing in the app streams; Kysely's interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on SQLite here');
  }
}

class RoutingSqliteDriver implements Driver {
  readonly mutex = new Mutex();
  readonly statements: StatementCache;

  constructor(
    readonly main: SqliteDatabase.Database,
    readonly pool: SqliteReadPool | null,
  ) {
    this.statements = new StatementCache(main);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  private batch: Batch | null = null;
  private savepoints = 0;
  /** Running average of each read statement's time (ms), by SQL text. */
  private readonly timing = new Map<string, number>();

  timed(sql: string, ms: number): void {
    const avg = this.timing.get(sql);
    if (avg === undefined && this.timing.size >= 2000) this.timing.clear();
    this.timing.set(sql, avg === undefined ? ms : avg * 0.8 + ms * 0.2);
  }

  /** Free main connection, no open batch, and this statement's average under FAST_READ_MS. */
  knownFast(sql: string): boolean {
    const avg = this.timing.get(sql);
    return avg !== undefined && avg < FAST_READ_MS && !this.mutex.held && this.mutex.waiting === 0 && !this.batch;
  }

  readNow(query: CompiledQuery): unknown[] {
    const started = performance.now();
    const rows = this.statements.get(query.sql).all(query.parameters as unknown[]);
    this.timed(query.sql, performance.now() - started);
    return rows;
  }

  private openBatch(): Batch {
    if (this.batch) return this.batch;
    this.main.exec('begin');
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    done.catch(() => {}); // each member awaits it; this only keeps an unawaited failure quiet
    this.batch = { members: 0, startedAt: performance.now(), done, resolve, reject };
    return this.batch;
  }

  /** Whether the last deferred COMMIT gathered more transactions: then the next one waits a little longer. */
  private joined = false;

  /**
   * The holder of the main connection lets go. The batch COMMITs when it is full or old, or
   * when asked (`now`); while others queue for the connection the next holder decides; else the
   * COMMIT is deferred a moment (to the next turn of the event loop, or COMMIT_DELAY_MS when the
   * last deferral gathered others) so transactions on their way can join it.
   */
  private settle(release: () => void, now = false): void {
    const b = this.batch;
    if (b) {
      const due = now || b.members === 0 || b.members >= MAX_BATCH || performance.now() - b.startedAt >= MAX_BATCH_MS;
      if (due) this.commitBatch(b);
      else if (this.mutex.waiting === 0 && !b.deferred) {
        b.deferred = true;
        const before = b.members;
        const fire = () =>
          void this.mutex.lock().then((r) => {
            this.joined = this.batch === b && b.members > before;
            if (this.batch === b) this.settle(r, true);
            else r();
          });
        if (this.joined) setTimeout(fire, COMMIT_DELAY_MS);
        else setImmediate(fire);
      }
    }
    release();
  }

  private commitBatch(b: Batch): void {
    this.batch = null;
    try {
      this.main.exec('commit');
      b.resolve();
    } catch (err) {
      if (this.main.inTransaction) this.main.exec('rollback');
      b.reject(err);
    }
  }

  /** SQLite rolled the whole transaction back by itself (a full disk, an I/O error): every member of the batch failed. */
  private lostBatch(err: unknown): void {
    if (this.batch && !this.main.inTransaction) {
      this.batch.reject(err);
      this.batch = null;
    }
  }

  /** A statement outside a transaction on the main connection: a write joins the batch and is answered once it commits. */
  async runAlone<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const release = await this.mutex.lock();
    if (!isRowChange(query)) {
      try {
        // A pragma does nothing inside a transaction: whatever the batch holds goes to disk first.
        if (!isRead(query)) this.settle(() => {}, true);
        return runOnMain(this.statements, query) as QueryResult<R>;
      } finally {
        this.settle(release);
      }
    }
    let batch: Batch;
    let result: QueryResult<R>;
    try {
      batch = this.openBatch();
      result = runOnMain(this.statements, query) as QueryResult<R>;
      batch.members++;
    } catch (err) {
      this.lostBatch(err);
      this.settle(release);
      throw err;
    }
    this.settle(release);
    await batch.done;
    return result;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as RoutedConnection;
    const release = await this.mutex.lock();
    try {
      this.openBatch();
      c.savepoint = `tx${++this.savepoints}`;
      this.main.exec(`savepoint ${c.savepoint}`);
      c.release = release;
    } catch (err) {
      this.lostBatch(err);
      this.settle(release);
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as RoutedConnection;
    const release = this.take(c);
    const batch = this.batch!;
    try {
      this.main.exec(`release ${c.savepoint}`);
      batch.members++;
    } catch (err) {
      this.lostBatch(err);
      this.settle(release);
      throw err;
    }
    this.settle(release);
    await batch.done;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as RoutedConnection;
    const release = this.take(c);
    const batch = this.batch;
    try {
      if (this.main.inTransaction) {
        this.main.exec(`rollback to ${c.savepoint}`);
        this.main.exec(`release ${c.savepoint}`);
      } else {
        this.lostBatch(new Error('SQLite rolled the transaction back'));
      }
    } finally {
      this.settle(release);
    }
    // What raced with us is on disk before the caller looks again (e.g. a double click's replay).
    await batch?.done.catch(() => {});
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(Compiled.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(Compiled.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(Compiled.raw(`release "${name}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as RoutedConnection;
    // Only after a begin that failed half-way; commit and rollback let go themselves.
    if (c.release) this.settle(this.take(c));
  }

  /** The transaction's hold on the main connection, handed over to be let go. */
  private take(c: RoutedConnection): () => void {
    const release = c.release ?? (() => {});
    c.release = null;
    return release;
  }

  async destroy(): Promise<void> {
    await this.pool?.close();
    const release = await this.mutex.lock();
    this.settle(release);
    this.main.close();
  }
}

/** Kysely's SQLite dialect with the routing driver above. */
export class RoutingSqliteDialect implements Dialect {
  constructor(
    private readonly main: SqliteDatabase.Database,
    private readonly pool: SqliteReadPool | null,
  ) {}

  createDriver(): Driver {
    return new RoutingSqliteDriver(this.main, this.pool);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
