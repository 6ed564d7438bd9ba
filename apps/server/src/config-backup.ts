import path from 'node:path';
import { z } from 'zod';

/**
 * Issue #24: the settings of `npm run backup` / `npm run restore` beyond the server's own (which
 * they read too: DATABASE_URL, DATA_DIR, FILE_STORAGE and S3_*). Read here, next to config.ts,
 * so nothing else reads process.env (STYLE rule 4).
 */
export const backupEnvSchema = z.object({
  BACKUP_DIR: z.string().min(1, 'BACKUP_DIR 不能为空').default('./backups'),
  PG_BIN_DIR: z.string().min(1, 'PG_BIN_DIR 不能为空').optional(),
});

export interface BackupSettings {
  /** Where `npm run backup` puts its dated folders (absolute). */
  backupDir: string;
  /** The folder of pg_dump / pg_restore; unset: /usr/lib/postgresql/<server major>/bin, then PATH. */
  pgBinDir: string | undefined;
}

export function loadBackupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const parsed = backupEnvSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`配置有误 (invalid configuration): ${detail}`);
  }
  return { backupDir: path.resolve(parsed.data.BACKUP_DIR), pgBinDir: parsed.data.PG_BIN_DIR ? path.resolve(parsed.data.PG_BIN_DIR) : undefined };
}
