import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EngineName } from '../db/dialect';
import type { PoolUsage, QueryTiming } from '../db/instruments';

/**
 * Issue #24: the portal's metric families, one registry per app (tests build many apps in one
 * process). Labels are bounded sets — a route pattern, a method, a status, an engine, a kind —
 * never a URL, an id or SQL. The gauges are read when Prometheus scrapes, not kept up to date.
 */
export interface MetricSources {
  engine: EngineName;
  pool: () => PoolUsage | null;
  queues: () => Record<string, { running: number; waiting: number }>;
  /** Notification SMS not sent yet (a count on a partial index: cheap). */
  smsBacklog: () => Promise<number>;
  log: FastifyBaseLogger;
}

const KB = 1024;
const MB = 1024 * KB;

export function createPortalMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  // Process and Node.js: CPU, memory, handles, GC and the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const http = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'tcm_http_requests_total', help: 'Requests answered, by method, route pattern and HTTP status', labelNames: http, registers });
  const duration = new Histogram({
    name: 'tcm_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and HTTP status (streams excluded)',
    labelNames: http,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const uploads = new Histogram({
    name: 'tcm_http_upload_bytes',
    help: 'Bodies of multipart requests (uploads and imports) by route pattern, in bytes (Content-Length)',
    labelNames: ['route'],
    buckets: [16 * KB, 64 * KB, 256 * KB, MB, 4 * MB, 16 * MB, 32 * MB],
    registers,
  });
  const queries = new Histogram({
    name: 'tcm_db_query_duration_seconds',
    help: 'Database statements as the app waits for them (queueing for a connection included), by engine and kind (read, write, transaction)',
    labelNames: ['engine', 'kind'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const queryErrors = new Counter({ name: 'tcm_db_query_errors_total', help: 'Database statements that failed, by engine and kind', labelNames: ['engine', 'kind'], registers });

  new Gauge({
    name: 'tcm_db_pool',
    help: 'PostgreSQL pool connections, or SQLite read-worker threads: max, total (open), busy, idle, and waiting (callers queued for one)',
    labelNames: ['engine', 'state'],
    registers,
    collect() {
      this.reset();
      const usage = sources.pool();
      if (!usage) return;
      for (const state of ['max', 'total', 'busy', 'idle', 'waiting'] as const) this.set({ engine: sources.engine, state }, usage[state]);
    },
  });
  new Gauge({
    name: 'tcm_work_queue_jobs',
    help: 'Jobs of the bounded work queues of this process (ocr, image): running and waiting',
    labelNames: ['queue', 'state'],
    registers,
    collect() {
      for (const [queue, load] of Object.entries(sources.queues())) {
        this.set({ queue, state: 'running' }, load.running);
        this.set({ queue, state: 'waiting' }, load.waiting);
      }
    },
  });
  new Gauge({
    name: 'tcm_notification_sms_backlog',
    help: 'Notification SMS not sent yet (pending or being sent), shared by all instances; NaN when the database did not answer',
    registers,
    async collect() {
      try {
        this.set(await sources.smsBacklog());
      } catch (err) {
        sources.log.warn({ err }, 'metrics: the SMS backlog could not be counted');
        this.set(Number.NaN);
      }
    },
  });

  return {
    registry,
    /** One answered request. `seconds` is omitted for a stream, whose lifetime is no latency. */
    request(labels: { method: string; route: string; status: string }, seconds: number | null, uploadBytes: number | null): void {
      requests.inc(labels);
      if (seconds !== null) duration.observe(labels, seconds);
      if (uploadBytes !== null) uploads.observe({ route: labels.route }, uploadBytes);
    },
    query(t: QueryTiming): void {
      const labels = { engine: sources.engine, kind: t.kind };
      queries.observe(labels, t.ms / 1000);
      if (t.failed) queryErrors.inc(labels);
    },
  };
}
export type PortalMetrics = ReturnType<typeof createPortalMetrics>;
