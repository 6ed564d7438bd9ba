import type { z } from 'zod';
import { ENV_DOCS } from './config-docs';
import { envSchema } from './config';
import { backupEnvSchema } from './config-backup';
import { metricsEnvSchema } from './config-metrics';
import { paymentEnvSchema } from './config-payments';

/** Every variable the server and its tools read: the main schema's, the payment channels', the backup's and the metrics'. */
export const ENV_SHAPE: Record<string, z.ZodType> = { ...envSchema.shape, ...paymentEnvSchema.shape, ...backupEnvSchema.shape, ...metricsEnvSchema.shape };

/** The schema's default of one variable (through a transform), or undefined. */
function defaultOf(schema: z.ZodType): unknown {
  let t = schema as unknown as { def: { type: string; in?: unknown; defaultValue?: unknown } };
  while (t.def.type === 'pipe') t = t.def.in as typeof t;
  return t.def.type === 'default' ? t.def.defaultValue : undefined;
}

/** `.env.example`: each variable under its group, its meaning, and its default — every line commented: unset means the default. */
export function renderEnvExample(): string {
  const lines = [
    '# 中药质量检测服务平台 — 环境变量 / environment variables',
    '# Generated from apps/server/src/config-docs.ts and the schemas in config.ts: `npm run env:example` rewrites it.',
    '# [生产必填 / required in production] marks what NODE_ENV=production refuses to start without.',
  ];
  let group = '';
  for (const [name, doc] of Object.entries(ENV_DOCS)) {
    if (doc.group !== group) lines.push('', `# ── ${(group = doc.group)} ──`);
    const schema = ENV_SHAPE[name];
    if (!schema) throw new Error(`${name} is documented but not read by any schema`);
    lines.push(`# ${doc.meaning}${doc.productionRequired ? ' [生产必填 / required in production]' : ''}`);
    const value = defaultOf(schema);
    lines.push(`# ${name}=${value === undefined ? '' : String(value)}`);
  }
  return `${lines.join('\n')}\n`;
}
