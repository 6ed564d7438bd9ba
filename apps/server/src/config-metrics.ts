import { z } from 'zod';

/**
 * Issue #24: where Prometheus reads `/metrics`. Off unless configured, so no start — production
 * included — exposes it by accident:
 * - METRICS_TOKEN: `/metrics` on the public port, for a scraper that sends `Authorization: Bearer
 *   <token>`; without it (or with another token) the path answers the same 404 as any unknown path.
 * - METRICS_PORT: `/metrics` on a port of its own, bound to METRICS_HOST (127.0.0.1 unless told
 *   otherwise), out of nginx's reach; with a token set too, that port asks for it as well.
 */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export const metricsEnvSchema = z.object({
  METRICS_TOKEN: z.string().refine((v) => Buffer.byteLength(v) >= 32, 'METRICS_TOKEN 至少 32 字节').optional(),
  METRICS_PORT: z.coerce.number({ error: 'METRICS_PORT 须为 1–65535 的端口号' }).int('METRICS_PORT 须为 1–65535 的端口号').min(1, 'METRICS_PORT 须为 1–65535 的端口号').max(65535, 'METRICS_PORT 须为 1–65535 的端口号').optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export function metricsOf(env: NodeJS.ProcessEnv): MetricsConfig {
  const parsed = metricsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`配置有误 (invalid configuration): ${detail}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === Number(env.PORT ?? 3000)) {
    throw new Error('配置有误 (invalid configuration): METRICS_PORT 不能与 PORT 相同（指标端口不得对外开放）/ METRICS_PORT must differ from PORT');
  }
  return { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST };
}

/** Metrics are collected only where someone can read them. */
export const metricsEnabled = (m: MetricsConfig): boolean => m.token !== undefined || m.port !== undefined;
