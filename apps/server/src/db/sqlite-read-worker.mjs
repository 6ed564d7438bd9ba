// One read-only SQLite connection in a worker thread (issue #18): the public reads run here, so a
// slow query never stalls the event loop that serves every other request. Plain JavaScript, so the
// worker needs no TypeScript loader. Messages: { id, sql, parameters } → { id, rows, ms } |
// { id, notReader: true } (the main connection runs it) | { id, error: { message, code } };
// { close: true } closes the connection and ends the thread.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Refuses any write that would slip through: writes belong to the main connection.
db.pragma('query_only = ON');

/** Prepared statements by SQL text, least recently used dropped first. */
const statements = new Map();
const MAX_STATEMENTS = 500;

function prepare(sql) {
  let stmt = statements.get(sql);
  if (stmt) {
    statements.delete(sql);
  } else {
    stmt = db.prepare(sql);
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, stmt);
  return stmt;
}

parentPort.on('message', ({ id, sql, parameters, close }) => {
  if (close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const stmt = prepare(sql);
    if (!stmt.reader) {
      parentPort.postMessage({ id, notReader: true });
      return;
    }
    const started = performance.now();
    const rows = stmt.all(parameters);
    parentPort.postMessage({ id, rows, ms: performance.now() - started });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: err?.message ?? String(err), code: err?.code } });
  }
});
