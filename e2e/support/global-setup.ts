import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { type ServerProcess, startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

let server: ServerProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  const chromiumPath: string = ensureChromium();
  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  ensureWebBuild();
  server = await startServer();
  console.log(`Browser suite: ${version} (${chromiumPath}) against the real server at ${server.baseUrl}`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
