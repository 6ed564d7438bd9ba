import { type LogEvent, type OperationNode, RawNode, SelectQueryNode } from 'kysely';

/**
 * Issue #24: what the metrics read from the database layer — each statement's duration (through
 * Kysely's `log` option) and the pool's usage. Nothing is kept here: until the metrics plugin sets
 * `onQuery`, a statement's timing goes nowhere. A statement is labelled by its kind only, never by
 * its SQL (bounded label cardinality, and no values in the metrics).
 */
export type QueryKind = 'read' | 'write' | 'transaction';

export interface QueryTiming {
  kind: QueryKind;
  ms: number;
  failed: boolean;
}

/** Connections of the PostgreSQL pool, or threads of the SQLite read pool: allowed, open, in use, idle, and callers waiting for one. */
export interface PoolUsage {
  max: number;
  total: number;
  busy: number;
  idle: number;
  waiting: number;
}

export interface DatabaseInstruments {
  /** Set by the metrics plugin; null: timings are dropped. */
  onQuery: ((timing: QueryTiming) => void) | null;
  /** The pool's usage now, or null without a pool (SQLite with every query on the main connection). */
  pool(): PoolUsage | null;
  /** For Kysely's `log` option. */
  readonly log: (event: LogEvent) => void;
}

const RAW_READ = /^\s*(select|with|explain)\b/i;
const RAW_TRANSACTION = /^\s*(begin|start\s+transaction|commit|rollback|savepoint|release|end)\b/i;

/**
 * A SELECT of the query builder (or raw SQL starting so) reads; BEGIN/COMMIT/savepoints — which
 * Kysely runs as statements on PostgreSQL (SQLite's driver commits its groups outside them) — are
 * the transaction's; anything else (INSERT/UPDATE/DELETE, DDL, pragmas) writes.
 */
export function queryKind(node: OperationNode, sql: string): QueryKind {
  if (SelectQueryNode.is(node)) return 'read';
  if (!RawNode.is(node)) return 'write';
  if (RAW_TRANSACTION.test(sql)) return 'transaction';
  return RAW_READ.test(sql) ? 'read' : 'write';
}

export function createInstruments(pool: () => PoolUsage | null): DatabaseInstruments {
  const instruments: DatabaseInstruments = {
    onQuery: null,
    pool,
    log(event) {
      const listener = instruments.onQuery;
      if (!listener) return;
      listener({ kind: queryKind(event.query.query, event.query.sql), ms: event.queryDurationMillis, failed: event.level === 'error' });
    },
  };
  return instruments;
}
