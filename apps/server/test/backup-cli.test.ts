import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { countRows } from '../src/ops/backup/database-facts';
import type { Manifest } from '../src/ops/backup/manifest';
import { emptyTarget, envOf, runScript } from './helpers/backup';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** Issue #24: `npm run backup` and `npm run restore <folder>` as an operator runs them, with the server's configuration. */
describe(`npm run backup / restore on ${testEngine}`, () => {
  let source: TestApp;
  let out: string;
  beforeAll(async () => {
    source = await createTestApp();
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-backup-cli-'));
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('writes a dated folder, restores it into an empty target, and refuses to restore over what it restored', async () => {
    const backup = await runScript('backup.mjs', ['--out', out], envOf(source.config));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/备份完成 \/ backup written: /);
    const [name] = fs.readdirSync(out);
    const folder = path.join(out, name!);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(fs.readFileSync(path.join(folder, 'SHA256SUMS'), 'utf8').split('\n').filter(Boolean)).toHaveLength(manifest.files.length + 2);

    const target = await emptyTarget();
    const restore = await runScript('restore.mjs', [folder], envOf(target));
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/恢复完成 \/ restored from/);
    const { db } = openDatabase(target);
    try {
      expect(await countRows(db, testEngine)).toEqual(manifest.tables);
    } finally {
      await db.destroy();
    }

    const again = await runScript('restore.mjs', [folder], envOf(target));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/目标不是空的[\s\S]*未做任何更改 \/ nothing was changed/);
  }, 180_000);

  it('answers a wrong call with its usage, and a folder that is no backup with a message, exit codes 2 and 1', async () => {
    const bad = await runScript('backup.mjs', ['--bogus'], envOf(source.config));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/用法 \/ usage: npm run backup/);
    const notBackup = await runScript('restore.mjs', [out], envOf(await emptyTarget()));
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(/不是完整的备份目录/);
  }, 120_000);
});
