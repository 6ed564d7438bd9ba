import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { type ServerProcess, startServer } from './server-process';
import { E2E_SSO_SECRET } from './sign-on';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The server's DATA_DIR: the SQLite file holds the SMS outbox the specs read codes from. */
    dataDir: string;
  }
}

let server: ServerProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  const chromiumPath: string = ensureChromium();
  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  ensureWebBuild();
  server = await startServer({ env: { SSO_SHARED_SECRET: E2E_SSO_SECRET } });
  console.log(`Browser suite: ${version} (${chromiumPath}) against the real server at ${server.baseUrl}`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
