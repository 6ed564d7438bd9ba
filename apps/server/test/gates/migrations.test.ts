import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationFileList, migrationFiles } from '../../src/db/migration-files';

/**
 * Issue #19: migrations are found by file name, numbered without gaps, and never change: none
 * imports application code (modules/), whose next edit would silently change what an old
 * migration writes on a database that runs it later.
 */
describe('migrations', () => {
  const files = migrationFileList();

  it('are every NNNN-name.ts file of the folder, numbered 0001 on without a gap or a repeat', async () => {
    expect(files.length).toBeGreaterThanOrEqual(29);
    expect(files.map((f) => Number(f.name.slice(0, 4)))).toEqual(files.map((_, i) => i + 1));
    const loaded = await migrationFiles.getMigrations();
    expect(Object.keys(loaded)).toEqual(files.map((f) => f.name));
    for (const m of Object.values(loaded)) expect(typeof m.up).toBe('function');
  });

  it('import nothing from the application’s modules', () => {
    const offenders = files.filter((f) => /from\s+'[^']*\/modules\//.test(fs.readFileSync(f.file, 'utf8'))).map((f) => f.name);
    expect(offenders).toEqual([]);
  });
});
