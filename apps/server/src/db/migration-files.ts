import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration, MigrationProvider } from 'kysely';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));

/** NNNN-what-it-does.ts: the number orders them; a shipped name never changes. */
const FILE_NAME = /^(\d{4}-[a-z0-9-]+)\.(?:ts|js)$/;

/** The migration files in a folder, by name (the file name without extension), in order. */
export function migrationFileList(folder = MIGRATIONS_FOLDER): { name: string; file: string }[] {
  return fs
    .readdirSync(folder)
    .flatMap((file) => {
      const name = FILE_NAME.exec(file)?.[1];
      return name ? [{ name, file: path.join(folder, file) }] : [];
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every migration found by its file name (issue #19: no list to keep by hand), in name order. */
export const migrationFiles: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const { name, file } of migrationFileList()) migrations[name] = (await import(pathToFileURL(file).href)) as Migration;
    return migrations;
  },
};
