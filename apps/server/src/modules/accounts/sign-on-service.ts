import crypto from 'node:crypto';
import { ACCOUNT_MESSAGES, type IssuedNonce, type IssueNonceBody, type KnowledgeJumpBody, SIGN_IN_MESSAGES, SIGN_ON_MESSAGES, type SilenceLoginResult } from '@tcm/shared';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { BusinessError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { SecondFactorService } from '../second-factor/service';
import type { ActiveSession, SessionService } from '../sessions/service';
import { createAccountRepository } from './repository';
import type { RequestContext } from './service';
import { createNonceRepository } from './sign-on-repository';

export const NONCE_TTL_MS = 60_000;
const CLOCK_SKEW_MS = 5 * 60_000;
const TICKET_TTL_S = 60;
/** The knowledge-base platform's page for each §7 jumpType. */
const JUMP_PATHS: Record<number, string> = { 1: '/', 2: '/search', 3: '/standard', 4: '/product', 5: '/company' };

export interface SignOnConfig {
  ssoSharedSecret: string | undefined;
  knowledgeBaseUrl: string;
  knowledgeTicketSecret: Uint8Array;
}

/** The parent site's signature: HMAC-SHA256 over `<timestamp>.<userAccount>.<requestId>`, hex. */
export function signNonceRequest(secret: string, timestamp: number, userAccount: string, requestId: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${userAccount}.${requestId}`).digest('hex');
}

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  sessions: SessionService;
  audit: AuditService;
  config: SignOnConfig;
  /** Issue #17: operators and institution staff are never signed in without their password (and second factor). */
  privileged: Pick<SecondFactorService, 'refusePrivilegedSignOn'>;
}

export function createSignOnService({ db, clock, sessions, audit, config, privileged }: Deps) {
  const accounts = createAccountRepository(db);
  return {
    /**
     * Server-to-server: the parent site, proving the shared secret, gets a one-time nonce for a
     * member. Each signed request works once: its request id is remembered for as long as its
     * timestamp is accepted, so a captured request cannot be replayed.
     */
    async issueNonce(body: IssueNonceBody, signature: string, ctx: RequestContext): Promise<IssuedNonce> {
      if (!config.ssoSharedSecret) throw new BusinessError(SIGN_ON_MESSAGES.notConfigured);
      const now = clock.now();
      const refuse = async (detail: string, message: string): Promise<never> => {
        await audit.record(db, { account: body.userAccount, action: 'sso_nonce', result: 'refused', ip: ctx.ip, detail });
        throw new BusinessError(message);
      };
      const fresh = Math.abs(now - body.timestamp) <= CLOCK_SKEW_MS;
      if (!fresh) await refuse('stale timestamp', SIGN_ON_MESSAGES.signatureInvalid);
      if (!signatureMatches(signNonceRequest(config.ssoSharedSecret, body.timestamp, body.userAccount, body.requestId), signature)) {
        await refuse('bad signature', SIGN_ON_MESSAGES.signatureInvalid);
      }
      // Accepted until timestamp + skew: remembered until then (a replay after it is stale).
      if (!(await createNonceRepository(db).rememberRequest(body.requestId, iso(body.timestamp + CLOCK_SKEW_MS), iso(now)))) {
        await refuse('replayed request id', SIGN_IN_MESSAGES.requestIdReused);
      }
      const member = await accounts.findByAccountOrMobile(body.userAccount);
      if (!member) throw new BusinessError(ACCOUNT_MESSAGES.loginFailed);
      await privileged.refusePrivilegedSignOn(member.id, 'silent login nonce', ctx);
      const nonce = randomToken();
      await createNonceRepository(db).insert({ nonceHash: sha256(nonce), memberId: member.id, now: iso(now), expiresAt: iso(now + NONCE_TTL_MS) });
      await audit.record(db, { memberId: member.id, account: member.user_account, action: 'sso_nonce', result: 'success', ip: ctx.ip });
      return { noncestr: nonce, expiresIn: NONCE_TTL_MS / 1000 };
    },

    /** §7 third/silenceLogin: a nonce works once, within 60 seconds. */
    async silenceLogin(noncestr: string, ctx: RequestContext): Promise<SilenceLoginResult> {
      const now = clock.now();
      const memberId = await createNonceRepository(db).consume(sha256(noncestr), iso(now));
      if (!memberId) {
        await audit.record(db, { action: 'sso_exchange', result: 'refused', ip: ctx.ip });
        throw new BusinessError(SIGN_ON_MESSAGES.nonceInvalid);
      }
      await privileged.refusePrivilegedSignOn(memberId, 'silent login', ctx);
      const session = await sessions.issue(db, memberId, ctx.ip);
      const member = (await accounts.findById(memberId))!;
      const company = member.company_id ? await accounts.findCompany(member.company_id) : undefined;
      const companyDto = company ? { companyName: company.company_name, unifyCode: company.unify_code } : null;
      await audit.record(db, { memberId, account: member.user_account, action: 'sso_exchange', result: 'success', ip: ctx.ip });
      return {
        companyDto,
        accessToken: session.token,
        expireTime: Math.floor((session.expireTime - now) / 1000),
        userId: memberId,
        userInfo: { userId: memberId, userAccount: member.user_account, companyDto },
      };
    },

    /** §7 third/knowledgeJumpLink: the knowledge-base URL with a 60-second signed ticket, for oneself only. */
    async knowledgeJumpLink(session: ActiveSession, body: KnowledgeJumpBody): Promise<string> {
      const member = (await accounts.findById(session.memberId))!;
      if (body.thirdUserId !== member.id || body.userAccount !== member.user_account) throw new BusinessError(SIGN_ON_MESSAGES.jumpNotYours);
      const nowS = Math.floor(clock.now() / 1000);
      const ticket = await new SignJWT({ acc: member.user_account, jt: body.jumpType })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member.id))
        .setIssuer('tcm-testing-portal')
        .setAudience('knowledge-base')
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + TICKET_TTL_S)
        .sign(config.knowledgeTicketSecret);
      return `${config.knowledgeBaseUrl}${JUMP_PATHS[body.jumpType] ?? '/'}?ticket=${ticket}`;
    },
  };
}
export type SignOnService = ReturnType<typeof createSignOnService>;
