import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createFileStorage } from '../src/modules/files/file-storage';
import { createBackup } from '../src/ops/backup/backup';
import type { Manifest } from '../src/ops/backup/manifest';
import { restoreBackup } from '../src/ops/backup/restore';
import { type S3Store, emptyTarget, envOf, objectSha256, runScript, startS3Store, startWriteLoad, storeDigests, tableDigests } from './helpers/backup';
import { TEST_PASSWORD } from './helpers/members';
import { placeOrder } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const SOURCE_BUCKET = 'portal-live';
const RESTORE_BUCKET = 'portal-restored';

/** Opens a restored target as the server would, runs `fn`, closes it. */
async function withDatabase<T>(config: AppConfig, fn: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
  const { db } = openDatabase(config);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Issue #24, backups: `npm run backup` under a write load and `npm run restore` into an empty
 * database and store, on each engine, with the uploads on disk and in an S3-compatible bucket.
 */
describe.each(['disk', 's3'] as const)(`backup and restore on ${testEngine}, uploads on %s`, (kind) => {
  let s3: S3Store | null = null;
  let source: TestApp;
  let member: Record<string, string>;
  let out: string;
  let targets = 0;
  const targetStorage = (): AppConfig['fileStorage'] => (s3 ? s3.storage(RESTORE_BUCKET, `restore-${++targets}/`) : { kind: 'disk' });

  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3Store([SOURCE_BUCKET, RESTORE_BUCKET]);
    source = await createTestApp({ rateLimit: false, ...(s3 ? { fileStorage: s3.storage(SOURCE_BUCKET, 'uploads/') } : {}) });
    member = await source.memberHeaders(`backup-${kind}`);
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-backups-'));
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await s3?.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('backs up while members write; the restore holds every order acknowledged before it began and every file its rows name', async () => {
    const load = startWriteLoad(source.app, member);
    await load.untilOrders(3);
    const began = Date.now();
    const ackedBefore = load.orders.filter((o) => o.at < began).map((o) => o.id);
    // The operator's command, in a process of its own: on SQLite a second connection copies the file the app keeps writing.
    const run = await runScript('backup.mjs', ['--out', out], envOf(source.config));
    const writtenDuring = load.orders.filter((o) => o.at > began).length;
    await load.untilOrders(load.orders.length + 2); // writes go on after the backup, too
    await load.stop();
    expect(run.code, run.stderr).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);
    const folder = path.join(out, fs.readdirSync(out)[0]!);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;

    expect(path.basename(folder)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    expect(fs.readdirSync(out)).toEqual([path.basename(folder)]); // no .partial left
    expect(manifest.engine).toBe(testEngine);
    expect(manifest.schema.latestMigration).toMatch(/^\d{4}-/);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.tables.order_info).toBeGreaterThanOrEqual(ackedBefore.length);
    expect(manifest.files.length).toBeGreaterThan(0);

    const target = await emptyTarget(targetStorage());
    const result = await restoreBackup({ config: target, folder });
    expect(result.rows).toBe(Object.values(manifest.tables).reduce((a, b) => a + b, 0));

    const storage = createFileStorage(target);
    await withDatabase(target, async (db) => {
      const restoredOrders = await db.selectFrom('order_info').select('id').where('id', 'in', ackedBefore).execute();
      expect(restoredOrders.map((o) => o.id).sort()).toEqual([...ackedBefore].sort());
      // Every upload a restored row records is in the restored store, byte for byte as backed up.
      const keys = (await db.selectFrom('upload_file').select('file_key').execute()).map((r) => r.file_key);
      expect(keys.length).toBeGreaterThan(0);
      const backedUp = new Map(manifest.files.map((f) => [f.key, f.sha256]));
      const wrong: string[] = [];
      for (const key of keys) if ((await objectSha256(storage, key)) !== backedUp.get(key)) wrong.push(key);
      expect(wrong).toEqual([]);
    });
    // …and every object of the backup, the ones written after the snapshot too.
    expect(await storeDigests(storage)).toEqual(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256])));
  }, 240_000);

  it('a backup of a quiet portal restores to the same rows in every table and the same files, and the restored portal works', async () => {
    const { folder, manifest } = await createBackup({ config: source.config, out });
    const target = await emptyTarget(targetStorage());
    await restoreBackup({ config: target, folder });

    expect(await withDatabase(target, tableDigests)).toEqual(await tableDigests(source.app.db));
    expect(await storeDigests(createFileStorage(target))).toEqual(await storeDigests(createFileStorage(source.config)));
    expect(Object.keys(manifest.tables).length).toBeGreaterThan(50);

    // A server on the restored database: the member signs in, places an order (the id sequences
    // went along), and opens a file the backup carried.
    const handle = openDatabase(target);
    await migrateToLatest(handle.db);
    const app = await buildApp({ config: target, database: handle });
    try {
      const { userAccount } = await source.member(`backup-${kind}`);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: userAccount, password: TEST_PASSWORD } });
      const token = login.json().data?.accessToken as string;
      expect(token).toBeTruthy();
      const before = await handle.db.selectFrom('order_info').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
      expect(await placeOrder(app, { token })).toBeGreaterThan(Number(before.max));
      const advert = (await app.inject({ url: '/api/advertInfo/findAdvertInfo' })).json().data[0] as { imageUrl: string };
      const image = await app.inject({ url: advert.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.length).toBe(manifest.files.find((f) => advert.imageUrl.endsWith(f.key))?.size);
    } finally {
      await app.close();
      await handle.db.destroy();
    }
  }, 240_000);

  it('refuses a tampered folder and a non-empty target, and changes nothing', async () => {
    const { folder, manifest } = await createBackup({ config: source.config, out });
    const tampered = (name: string, change: (copy: string, m: Manifest) => void) => {
      const copy = path.join(out, `tampered-${name}`);
      fs.cpSync(folder, copy, { recursive: true });
      change(copy, manifest);
      return copy;
    };
    const flipByte = (file: string) => {
      const bytes = fs.readFileSync(file);
      const at = Math.floor(bytes.length / 2);
      bytes.writeUInt8(bytes.readUInt8(at) ^ 0xff, at);
      fs.writeFileSync(file, bytes);
    };
    const cases = [
      tampered('file', (copy, m) => flipByte(path.join(copy, 'files', m.files[0]!.key))),
      tampered('dump', (copy, m) => flipByte(path.join(copy, m.database.file))),
      tampered('manifest', (copy) => fs.writeFileSync(path.join(copy, 'manifest.json'), fs.readFileSync(path.join(copy, 'manifest.json'), 'utf8').replace('"order_info": ', '"order_info": 1'))),
      tampered('missing', (copy, m) => fs.rmSync(path.join(copy, 'files', m.files.at(-1)!.key))),
    ];
    const target = await emptyTarget(targetStorage());
    for (const copy of cases) {
      await expect(restoreBackup({ config: target, folder: copy })).rejects.toThrow(/备份校验失败[\s\S]*未做任何更改/);
    }
    expect(await withDatabase(target, (db) => db.introspection.getTables())).toEqual([]);
    expect(await storeDigests(createFileStorage(target))).toEqual({});

    // The live portal as the target: refused before a byte is written.
    const rowsBefore = await tableDigests(source.app.db);
    const filesBefore = await storeDigests(createFileStorage(source.config));
    await expect(restoreBackup({ config: source.config, folder })).rejects.toThrow(/目标不是空的[\s\S]*未做任何更改/);
    expect(await tableDigests(source.app.db)).toEqual(rowsBefore);
    expect(await storeDigests(createFileStorage(source.config))).toEqual(filesBefore);

    // An empty database with a store that holds a file: refused too, the database left empty.
    const storeTaken = await emptyTarget(targetStorage());
    const store = createFileStorage(storeTaken);
    const stray = path.join(store.tempDir(), 'stray');
    fs.writeFileSync(stray, 'x');
    await store.putFile('AAAAAAAAAAAAAAAAAAAAAA.pdf', stray);
    await expect(restoreBackup({ config: storeTaken, folder })).rejects.toThrow(/文件存储中已有文件/);
    expect(await withDatabase(storeTaken, (db) => db.introspection.getTables())).toEqual([]);
  }, 240_000);
});
