import type { FastifyInstance } from 'fastify';
import type { RegisteredMember } from '../helpers/members';
import { ORDER_OWNERSHIP_ROWS, PACKAGE_OWNERSHIP_ROWS } from './ownership-orders';
import { WORKBENCH_OWNERSHIP_ROWS } from './ownership-workbench';
import { PRODUCT_OWNERSHIP_ROWS } from './ownership-products';
import { ADDRESS_OWNERSHIP_ROWS } from './ownership-addresses';
import { QUALITY_OWNERSHIP_ROWS } from './ownership-quality';
import { MESSAGE_OWNERSHIP_ROWS } from './ownership-messages';
import { NOTIFICATION_OWNERSHIP_ROWS } from './ownership-notifications';
import { INVOICE_OWNERSHIP_ROWS } from './ownership-invoices';
import { PAYMENT_OWNERSHIP_ROWS } from './ownership-payments';

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
  /** A multipart upload instead of a JSON body: the bytes and their content-type header. */
  multipart?: { payload: Buffer; headers: Record<string, string> };
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

/** Member A collects the first listed institution; returns A's favourite id and the item. */
async function collectAsOwner(ctx: OwnershipContext): Promise<{ id: number; itemId: number }> {
  const inst = await ctx.app.db.selectFrom('institution').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/myCollect/addMyCollect', headers: ctx.owner.headers, payload: { collectType: 1, itemId: inst.id } });
  return { id: res.json().data.id, itemId: inst.id };
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
  {
    route: 'GET /api/myCollect/findMyCollect',
    makeAsOwner: async (ctx) => {
      const { id } = await collectAsOwner(ctx);
      return { method: 'GET', url: '/api/myCollect/findMyCollect', leaks: (r) => r.retcode === 1 && (r.data as { list: { id: number }[] }).list.some((c) => c.id === id) };
    },
  },
  {
    route: 'GET /api/myCollect/checkMyCollect',
    makeAsOwner: async (ctx) => {
      const { itemId } = await collectAsOwner(ctx);
      return { method: 'GET', url: '/api/myCollect/checkMyCollect', query: { collectType: '1', itemIds: String(itemId) }, leaks: (r) => r.retcode === 1 && (r.data as number[]).includes(itemId) };
    },
  },
  {
    route: 'GET /api/myCollect/cacelMyCollect',
    makeAsOwner: async (ctx) => {
      const { itemId } = await collectAsOwner(ctx);
      return { method: 'GET', url: '/api/myCollect/cacelMyCollect', query: { collectType: '1', itemId: String(itemId) } };
    },
  },
  {
    route: 'GET /api/myCollect/deleteMyCollect',
    makeAsOwner: async (ctx) => {
      const { id } = await collectAsOwner(ctx);
      return { method: 'GET', url: '/api/myCollect/deleteMyCollect', query: { id: String(id) } };
    },
  },
  ...ORDER_OWNERSHIP_ROWS,
  ...PACKAGE_OWNERSHIP_ROWS,
  ...WORKBENCH_OWNERSHIP_ROWS,
  ...PRODUCT_OWNERSHIP_ROWS,
  ...ADDRESS_OWNERSHIP_ROWS,
  ...QUALITY_OWNERSHIP_ROWS,
  ...MESSAGE_OWNERSHIP_ROWS,
  ...NOTIFICATION_OWNERSHIP_ROWS,
  ...INVOICE_OWNERSHIP_ROWS,
  ...PAYMENT_OWNERSHIP_ROWS,
];
