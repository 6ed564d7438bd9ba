import type { OwnershipContext, OwnershipRow } from './ownership-matrix';

const P = '/api/notice';
type Reply = { retcode: number; data: unknown };

/** Member A's own unread notice (a review verdict, written as the review would write it); answers its id. */
async function noticeOf(ctx: OwnershipContext): Promise<number> {
  await ctx.app.db.transaction().execute((trx) => ctx.app.services.noticeWriter.write(trx, 'realNameRejected', { memberId: ctx.owner.userId, reason: '证件照片不清晰' }));
  const row = await ctx.app.db.selectFrom('notification').select('id').where('recipient_id', '=', ctx.owner.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

/** Member A turns one SMS kind off. */
async function smsOffOf(ctx: OwnershipContext): Promise<void> {
  await ctx.app.inject({ method: 'POST', url: `${P}/saveSmsSettings`, headers: ctx.owner.headers, payload: { contractProvided: false } });
}
const showsOff = (r: Reply) => r.retcode === 1 && (r.data as { contractProvided: boolean }).contractProvided === false;

/**
 * Issue #22: 消息中心 and the SMS settings. B (a fresh member with no notices of its own) must not see,
 * count or mark A's notices, nor read or change A's settings; a visitor gets 401.
 */
export const NOTIFICATION_OWNERSHIP_ROWS: OwnershipRow[] = [
  {
    route: `GET ${P}/list`,
    makeAsOwner: async (ctx) => {
      const id = await noticeOf(ctx);
      return { method: 'GET', url: `${P}/list`, query: { scope: 'member', pageNum: '1', pageSize: '50' }, leaks: (r) => r.retcode === 1 && (r.data as { list: { id: number }[] }).list.some((n) => n.id === id) };
    },
  },
  {
    route: `GET ${P}/unreadCount`,
    makeAsOwner: async (ctx) => {
      await noticeOf(ctx);
      return { method: 'GET', url: `${P}/unreadCount`, query: { scope: 'member' }, leaks: (r) => r.retcode === 1 && (r.data as { total: number }).total > 0 };
    },
  },
  { route: `POST ${P}/read`, makeAsOwner: async (ctx) => ({ method: 'POST', url: `${P}/read`, body: { scope: 'member', ids: [await noticeOf(ctx)] } }) },
  {
    route: `POST ${P}/readAll`,
    makeAsOwner: async (ctx) => {
      await noticeOf(ctx);
      return { method: 'POST', url: `${P}/readAll`, body: { scope: 'member' }, leaks: (r) => r.retcode === 1 && (r.data as { updated: number }).updated > 0 };
    },
  },
  {
    route: `GET ${P}/smsSettings`,
    makeAsOwner: async (ctx) => {
      await smsOffOf(ctx);
      return { method: 'GET', url: `${P}/smsSettings`, leaks: showsOff };
    },
  },
  {
    route: `POST ${P}/saveSmsSettings`,
    makeAsOwner: async (ctx) => {
      await smsOffOf(ctx);
      // B saves its own (unchanged) value: A's setting must stay off and B's answer must not show it.
      return { method: 'POST', url: `${P}/saveSmsSettings`, body: { contractProvided: true }, leaks: showsOff };
    },
  },
];
