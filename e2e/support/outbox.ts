import path from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

/**
 * The newest verification code sent to a mobile, read from the server's SMS outbox (the default
 * provider writes there instead of a real SMS gateway). Waits up to 5 s for the message.
 */
export async function readSmsCode(mobile: string): Promise<string> {
  const file = path.join(inject('dataDir'), 'portal.sqlite');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const db = new Database(file, { readonly: true });
    try {
      const row = db.prepare('select content from sms_outbox where mobile = ? order by id desc limit 1').get(mobile) as { content: string } | undefined;
      const code = row?.content.match(/\d{6}/)?.[0];
      if (code) return code;
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification code was sent to ${mobile}`);
}

let sequence = 0;
/** A mobile number no other spec uses. */
export function uniqueMobile(): string {
  sequence += 1;
  return `139${String((Date.now() % 1e6) * 100 + (sequence % 100)).padStart(8, '0').slice(-8)}`;
}
