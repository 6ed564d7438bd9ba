import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generate } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { type Secret, describeLeaks, findLeaks, secretsOfTexts } from '../apps/server/test/helpers/log-secrets';
import { DEMO_PASSWORD, callApi, sharedSession } from './support/accounts';
import { baseUrl } from './support/browser';
import { E2E_SSO_SECRET } from './support/sign-on';

/**
 * Issue #24: the server's log of the whole browser run holds no token, password, SMS or
 * authenticator code, or ID number. Runs after every other spec (the sequencer in e2e/vitest.config.ts),
 * on the log the global setup writes to a file and the database the run left.
 */
const STEP_MS = 30_000;

/** The passwords the specs type: the demo accounts' and each spec's `const …PASSWORD = '…'`. */
function specPasswords(): Secret[] {
  const out: Secret[] = [{ kind: 'demo password', value: DEMO_PASSWORD }];
  for (const file of fs.readdirSync(import.meta.dirname).filter((f) => f.endsWith('.test.ts'))) {
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const [, value] of source.matchAll(/const \w*PASSWORD\w* = '([^']{6,})'/g)) out.push({ kind: `password typed by ${file}`, value: value! });
  }
  return out;
}

/** Every authenticator code of the run: each secret the database holds, each 30-second step from the log's first line to now (and one either side). */
async function authenticatorCodes(secrets: { account: string; secret: string }[], fromMs: number): Promise<Secret[]> {
  const out: Secret[] = [];
  for (const { account, secret } of secrets) {
    out.push({ kind: `authenticator secret of ${account}`, value: secret });
    for (let at = fromMs - STEP_MS; at <= Date.now() + STEP_MS; at += STEP_MS) {
      out.push({ kind: `authenticator code of ${account}`, value: await generate({ secret, epoch: Math.floor(at / 1000), digits: 6, period: 30 }) });
    }
  }
  return out;
}

/** What the run left in the database: texts sent, ID numbers, authenticator secrets, and the hashes of every token issued. */
function fromDatabase() {
  const db = new Database(path.join(inject('dataDir'), 'portal.sqlite'), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const texts = db.prepare('select mobile, content from sms_outbox').all() as { mobile: string; content: string }[];
    const ids = db.prepare('select user_account as account, id_card as value from sys_member where id_card is not null').all() as { account: string; value: string }[];
    const totp = db
      .prepare("select m.user_account as account, t.secret as secret from member_totp t join sys_member m on m.id = t.member_id where t.secret is not null union all select m.user_account, t.pending_secret from member_totp t join sys_member m on m.id = t.member_id where t.pending_secret is not null")
      .all() as { account: string; secret: string }[];
    const hashes = db.prepare('select token_hash from user_session union all select token_hash from login_challenge').all() as { token_hash: string }[];
    return { texts, ids, totp, hashes: new Set(hashes.map((h) => h.token_hash)) };
  } finally {
    db.close();
  }
}

/** The log file once it holds the answer to a request made now (the server's output reaches the file a moment after). */
async function logAfterMarker(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/log-secrets-marker`);
  const id = res.headers.get('x-request-id');
  expect(id, 'every answer names its request id').toMatch(/^[0-9a-f]{32}$/);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = fs.readFileSync(inject('serverLog'), 'utf8');
    if (text.includes(`"reqId":"${id}"`)) return text;
    if (Date.now() > deadline) throw new Error(`the request ${id} never reached the server log ${inject('serverLog')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the server log of the browser run', () => {
  it('holds a line per request and none of the run’s passwords, codes, tokens or ID numbers', async () => {
    // Even alone this spec signs in (or reuses the run's session) and calls as a member: the search below always has something to find.
    const session = await sharedSession('putong01');
    expect((await callApi(`/api/sysMember/getMemberDetail?userId=${session.userId}`, undefined, session.accessToken)).retcode).toBe(1);
    const log = await logAfterMarker();

    const lines = log.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { time: number; msg: string; route?: string; memberId?: number; status?: number });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.filter((l) => l.route === '/api/auth/login' && l.status === 200).length, 'sign-ins were logged').toBeGreaterThan(0);
    expect(requests.some((l) => l.memberId === session.userId), 'a signed-in call names its member').toBe(true);

    const { texts, ids, totp, hashes } = fromDatabase();
    const secrets: Secret[] = [
      ...specPasswords(),
      ...secretsOfTexts(texts),
      ...ids.flatMap(({ account, value }) => [value, value.toLowerCase()].map((v) => ({ kind: `ID number of ${account}`, value: v }))),
      ...(await authenticatorCodes(totp, lines[0]!.time)),
      { kind: 'token of this spec', value: session.accessToken },
      { kind: 'SSO shared secret', value: E2E_SSO_SECRET },
    ];
    expect(ids.length, 'the seed holds ID numbers').toBeGreaterThanOrEqual(3);
    expect(hashes.size, 'tokens were issued').toBeGreaterThan(0);

    const leaks = findLeaks(log, secrets, hashes);
    expect(leaks, describeLeaks(leaks, `the server log of the browser run (${inject('serverLog')})`)).toEqual([]);
  });
});
