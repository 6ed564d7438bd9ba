import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
// @ts-expect-error -- plain .mjs helpers shared with the scripts
import { snapshotWebBuild } from '../../scripts/lib/web-snapshot.mjs';
import { fakeKeyDir, startAlipayFake } from '../../apps/server/test/helpers/payment-fakes';
import { type ServerProcess, startServer } from './server-process';
import { E2E_SSO_SECRET } from './sign-on';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The server's DATA_DIR: the SQLite file holds the SMS outbox the specs read codes from. */
    dataDir: string;
    /** The build the server serves (a snapshot of apps/web/dist): scripts' sizes are read from it. */
    webDist: string;
    /** Issue #23: where the fake Alipay's keys are (the online-payment spec signs its notification with the platform key there). */
    paymentKeyDir: string;
    /** Issue #24: the server's log of the whole run (log-secrets.test.ts, run last, searches it). */
    serverLog: string;
  }
}

let server: ServerProcess | undefined;
let web: { dir: string; remove: () => void } | undefined;
let alipay: Awaited<ReturnType<typeof startAlipayFake>> | undefined;

export async function setup(project: TestProject): Promise<void> {
  const chromiumPath: string = ensureChromium();
  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  ensureWebBuild();
  // The suite's own copy of the build: a rebuild while it runs (npm start, a colleague) cannot pull its scripts away.
  web = snapshotWebBuild() as { dir: string; remove: () => void };
  // Issue #23: Alipay is configured against a local fake; no institution accepts online payment until it turns it on.
  const paymentKeyDir = fakeKeyDir();
  alipay = await startAlipayFake(paymentKeyDir, { exposePlatformKey: true });
  // Issue #24: the log at the production level (a line per request) into a file the last spec searches
  // for secrets. NODE_ENV=test, not development: development echoes SMS texts and the demo operator's
  // authenticator code into the log on purpose (for a person trying the demo); the specs read them
  // from the database, and the log of this run must hold none.
  server = await startServer({ env: { SSO_SHARED_SECRET: E2E_SSO_SECRET, WEB_DIST: web.dir, ...alipay.env, NODE_ENV: 'test', LOG_LEVEL: 'info' }, logToFile: true });
  console.log(`Browser suite: ${version} (${chromiumPath}) against the real server at ${server.baseUrl}`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', server.dataDir);
  project.provide('webDist', web.dir);
  project.provide('paymentKeyDir', paymentKeyDir);
  project.provide('serverLog', server.logFile!);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  await alipay?.close();
  web?.remove();
}
