import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { demoAccountsWithDemoPassword } from '../db/seed/demo-accounts';
import type { Database } from '../db/schema';

/** The server must not run: the lines say why (Chinese, then English), for the log and the console. */
export class StartRefusedError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'StartRefusedError';
  }
}

const RULE = '='.repeat(72);

function refusal(accounts: string[]): string[] {
  return [
    RULE,
    `拒绝启动：数据库中有 ${accounts.length} 个演示账号仍使用公开的演示密码：${accounts.join('、')}。`,
    '生产环境（NODE_ENV=production）不得保留这些账号：请删除它们，或在不对外开放的非生产模式（NODE_ENV=development）下修改其密码后再以生产模式启动。',
    `Refusing to start: ${accounts.length} demo account(s) still sign in with the published demo password: ${accounts.join(', ')}.`,
    'A production start (NODE_ENV=production) must not keep them: delete them, or change their passwords in a non-production start that is not reachable from outside (NODE_ENV=development), then start in production mode again.',
    RULE,
  ];
}

/** The banner names the accounts, not their password: no log line holds a password, even a published one (issue #24). */
function warning(accounts: string[]): string[] {
  return [
    RULE,
    '演示模式：以下演示账号使用公开的演示密码（见 README「Demo accounts」），任何读过 README 的人都能登录（含平台运营账号）：',
    `  ${accounts.join('、')}`,
    '仅供本机试用，切勿用于生产或对外开放的环境。生产环境请以 NODE_ENV=production 启动（不写入演示数据，且存在演示账号时拒绝启动）。',
    'DEMO MODE: these demo accounts have the published demo password (README, "Demo accounts"); anyone who read the README can sign in, operators included:',
    `  ${accounts.join(', ')}`,
    'For trying the portal on this machine only - NOT FOR PRODUCTION or any reachable deployment. Production: start with NODE_ENV=production.',
    RULE,
  ];
}

/**
 * Run at every start, after migrations and the demo seed. In production, any seeded demo account
 * that still has the demo password stops the start (StartRefusedError); elsewhere they are announced
 * in a banner of WARN lines at every start, so nobody mistakes a demo for a deployment.
 */
export async function checkDemoAccounts(db: Kysely<Database>, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const accounts = await demoAccountsWithDemoPassword(db);
  if (config.env === 'production') {
    if (accounts.length) throw new StartRefusedError(refusal(accounts));
    return;
  }
  for (const line of accounts.length ? warning(accounts) : []) log.warn(line);
}
