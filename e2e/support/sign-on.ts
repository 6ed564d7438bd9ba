import crypto from 'node:crypto';
import { inject } from 'vitest';

/** The secret the browser suite's server shares with the (simulated) parent site. */
export const E2E_SSO_SECRET = 'e2e-parent-site-shared-secret-0123456789';

/** Plays the parent site: asks the server for a one-time silent-login nonce for a member (a fresh request id each time). */
export async function issueNonce(userAccount: string): Promise<string> {
  const timestamp = Date.now();
  const requestId = crypto.randomUUID();
  const signature = crypto.createHmac('sha256', E2E_SSO_SECRET).update(`${timestamp}.${userAccount}.${requestId}`).digest('hex');
  const res = await fetch(`${inject('baseUrl')}/api/third/issueNonce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sso-signature': signature },
    body: JSON.stringify({ userAccount, timestamp, requestId }),
  });
  const body = (await res.json()) as { retcode: number; data: { noncestr: string } };
  if (body.retcode !== 1) throw new Error(`issueNonce failed: ${JSON.stringify(body)}`);
  return body.data.noncestr;
}
