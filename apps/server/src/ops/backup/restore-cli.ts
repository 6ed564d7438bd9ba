import path from 'node:path';
import { loadConfig } from '../../config';
import { loadBackupSettings } from '../../config-backup';
import { runCli, sizeOf } from './cli-report';
import { restoreBackup } from './restore';

const USAGE = '用法 / usage: npm run restore <备份目录 backup folder>';

await runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const settings = loadBackupSettings();
  const folder = path.resolve(args[0]!);
  const r = await restoreBackup({ config, folder, pgBinDir: settings.pgBinDir });
  console.log(`恢复完成 / restored from ${folder}（快照时间 snapshot ${r.manifest.snapshotAt}）`);
  console.log(`  数据库 database: ${r.manifest.engine}, ${r.tables} 张表 tables, ${r.rows} 行 rows（与清单一致 / as in the manifest），迁移 migration ${r.manifest.schema.latestMigration ?? '-'}`);
  console.log(`  文件 files: ${r.files} 个, ${sizeOf(r.bytes)}`);
  console.log('  下一步 / next: 启动服务器（会执行尚未应用的迁移）/ start the servers (they apply any newer migrations)');
  return 0;
});
