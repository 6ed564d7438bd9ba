import fs from 'node:fs';

const DATA = new URL('./records/', import.meta.url);

/**
 * A file of the demo seed's data (seed/records/<name>.json) as the type its seeder declares. The seed's
 * content is data, not code (issue #19): a seeder per domain reads it; the tests of each domain
 * check what the seeded rows say.
 */
export function readSeed<T>(name: string): T {
  return JSON.parse(fs.readFileSync(new URL(`${name}.json`, DATA), 'utf8')) as T;
}
