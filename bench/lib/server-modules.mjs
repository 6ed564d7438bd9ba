// Lets the .mjs benchmark scripts import the server's TypeScript (config, app, bench-data).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

let registered = false;

/** Imports a TypeScript module by its path from the repository root. */
export async function importTs(relativePath) {
  if (!registered) {
    register();
    registered = true;
  }
  return import(pathToFileURL(path.join(repoRoot, relativePath)).href);
}

/** True when the calling module is the script node was started with. */
export function isMain(meta) {
  return process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === meta.url;
}
