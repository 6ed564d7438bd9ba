import path from 'node:path';
import { loadConfig } from '../../config';
import { loadBackupSettings } from '../../config-backup';
import { createBackup } from './backup';
import { runCli, sizeOf } from './cli-report';

const USAGE = '用法 / usage: npm run backup [-- --out <目录 folder>]（默认 BACKUP_DIR，./backups）';

/** `--out DIR` or `--out=DIR`; anything else is a usage error. */
function outOf(args: string[]): string | undefined | null {
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out' && args[i + 1]) out = args[++i];
    else if (arg.startsWith('--out=') && arg.length > 6) out = arg.slice(6);
    else return null;
  }
  return out;
}

await runCli(async () => {
  const out = outOf(process.argv.slice(2));
  if (out === null) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const settings = loadBackupSettings();
  const { folder, manifest } = await createBackup({ config, out: out ? path.resolve(out) : settings.backupDir, pgBinDir: settings.pgBinDir });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const bytes = manifest.files.reduce((a, f) => a + f.size, 0);
  console.log(`备份完成 / backup written: ${folder}`);
  console.log(`  数据库 database: ${manifest.engine}, ${Object.keys(manifest.tables).length} 张表 tables, ${rows} 行 rows, 迁移 migration ${manifest.schema.latestMigration ?? '-'} (${sizeOf(manifest.database.size)})`);
  console.log(`  文件 files: ${manifest.files.length} 个, ${sizeOf(bytes)}（${manifest.storage.location}）`);
  if (manifest.skippedObjects.length) console.log(`  未复制（非本门户的对象）/ not ours, not copied: ${manifest.skippedObjects.length}`);
  const unclaimed = manifest.missingFiles.filter((f) => !f.claimed);
  if (unclaimed.length) console.log(`  清理中的未使用上传（不影响恢复）/ unused uploads being swept: ${unclaimed.length}`);
  const lost = manifest.missingFiles.filter((f) => f.claimed);
  if (lost.length) {
    console.error(`警告 / WARNING: 数据库引用的 ${lost.length} 个文件在存储中已不存在（备份前已丢失）/ ${lost.length} files the database refers to were missing from the store: ${lost.slice(0, 5).map((f) => f.key).join(', ')}`);
    return 1;
  }
  return 0;
});
