import type { FastifyInstance } from 'fastify';
import type { RegisteredMember } from '../helpers/members';

/**
 * The ownership matrix: one row per owner-scoped call (route config `ownerScoped: true`).
 * A row makes a resource as member A and returns the request that touches it; the gate then
 * sends that request as member B and as a visitor and expects a refusal and no change.
 * Every issue that adds an owner-scoped call adds its row here; a missing row fails the gate.
 */
export interface OwnershipAttempt {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** For list calls B may call too: true when the reply shows A's resource. Default: retcode 1. */
  leaks?: (reply: { retcode: number; data: unknown }) => boolean;
}

export interface OwnershipContext {
  app: FastifyInstance;
  /** Member A, the owner: `owner.headers` authenticate its calls. */
  owner: RegisteredMember;
}

export interface OwnershipRow {
  /** `METHOD /path` exactly as registered. */
  route: string;
  makeAsOwner(ctx: OwnershipContext): Promise<OwnershipAttempt>;
}

export const OWNERSHIP_MATRIX: OwnershipRow[] = [
  {
    route: 'GET /api/sysMember/getMemberDetail',
    makeAsOwner: async (ctx) => ({ method: 'GET', url: '/api/sysMember/getMemberDetail', query: { userId: String(ctx.owner.userId) } }),
  },
  {
    route: 'POST /api/third/knowledgeJumpLink',
    makeAsOwner: async (ctx) => ({
      method: 'POST',
      url: '/api/third/knowledgeJumpLink',
      body: { userAccount: ctx.owner.userAccount, thirdUserId: ctx.owner.userId, jumpType: 1 },
    }),
  },
];
