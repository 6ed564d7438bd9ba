import { vi } from 'vitest';
import { NOTICE_KINDS, NOTICE_KIND_LABELS, NOTICE_MESSAGES, type Notice, type NoticeKind, type NoticeScope, type SmsSettings } from '@tcm/shared';
import { jsonResponse } from '@/lib/testing/fake-api';

/** Test support: a notice as the server lists it. */
export function notice(id: number, over: Partial<Notice> = {}): Notice {
  const kind = over.kind ?? 'order';
  return {
    id,
    scope: 'member',
    kind,
    kindName: NOTICE_KIND_LABELS[kind],
    event: 'approve',
    title: '订单审核通过',
    body: `订单 TCM2026112800${id} 已审核通过，待签订合同`,
    link: `/pcenter/order/detail?id=${id}`,
    orderId: id,
    read: false,
    readAt: null,
    createdAt: '2026-11-28T04:05:00.000Z',
    ...over,
  };
}

export interface NoticeCall {
  path: string;
  /** The query of a GET (strings, as sent), the JSON body of a POST. */
  input: Record<string, unknown>;
}

const ALL_ON: SmsSettings = { reportIssued: true, paymentRejected: true, orderReturned: true, contractProvided: true };

/**
 * Test support: a small in-memory /api/notice/* for one account: it lists (unread first, kind and
 * unread filters, pages), counts, marks read and keeps SMS switches, answering as the server does.
 * `others` answers other paths (their envelope's data). Every call lands in `calls`; `refuse` makes
 * the next call to a path answer that text (retcode 0 unless named).
 */
export function stubNoticeServer(initial: Notice[], { settings = ALL_ON, others = {} }: { settings?: SmsSettings; others?: Record<string, unknown> } = {}) {
  const notices = initial.map((n) => ({ ...n }));
  const sms = { ...settings };
  const calls: NoticeCall[] = [];
  const refusals = new Map<string, { retmsg: string; retcode: number }>();
  const ok = (data: unknown, retmsg = '操作成功') => jsonResponse({ retcode: 1, retmsg, data });

  const unreadOf = (scope: NoticeScope) => {
    const byKind = Object.fromEntries(NOTICE_KINDS.map((k) => [k, 0])) as Record<NoticeKind, number>;
    for (const n of notices) if (n.scope === scope && !n.read) byKind[n.kind] += 1;
    return { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind };
  };
  const markRead = (match: (n: Notice) => boolean) => {
    let updated = 0;
    for (const n of notices)
      if (match(n) && !n.read) {
        n.read = true;
        n.readAt = '2026-11-28T05:00:00.000Z';
        updated += 1;
      }
    return updated;
  };

  const answer = (path: string, input: Record<string, unknown>): Response => {
    const refusal = refusals.get(path);
    if (refusal !== undefined) {
      refusals.delete(path);
      return jsonResponse({ ...refusal, data: null });
    }
    const scope = input.scope as NoticeScope;
    switch (path) {
      case '/api/notice/list': {
        const pageNum = Number(input.pageNum ?? 1);
        const pageSize = Number(input.pageSize ?? 10);
        const mine = notices.filter((n) => n.scope === scope && (!input.kind || n.kind === input.kind) && (input.unreadOnly !== 'true' || !n.read));
        const ordered = [...mine.filter((n) => !n.read), ...mine.filter((n) => n.read)];
        const list = ordered.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return ok({ list, pageNum, pageSize, size: list.length, total: ordered.length, pages: Math.ceil(ordered.length / pageSize) });
      }
      case '/api/notice/unreadCount':
        return ok(unreadOf(scope));
      case '/api/notice/read':
        return ok({ updated: markRead((n) => n.scope === scope && (input.ids as number[]).includes(n.id)) }, NOTICE_MESSAGES.readDone);
      case '/api/notice/readAll':
        return ok({ updated: markRead((n) => n.scope === scope && (!input.kind || n.kind === input.kind)) }, NOTICE_MESSAGES.readAllDone);
      case '/api/notice/smsSettings':
        return ok({ ...sms });
      case '/api/notice/saveSmsSettings':
        for (const [k, v] of Object.entries(input)) if (k in sms) sms[k as keyof SmsSettings] = v as boolean;
        return ok({ ...sms }, NOTICE_MESSAGES.smsSettingsSaved);
      default:
        if (path in others) return ok(others[path]);
        return jsonResponse({ retcode: 0, retmsg: `unexpected ${path}`, data: null });
    }
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const input = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : Object.fromEntries(searchParams);
      delete input.appType;
      calls.push({ path: pathname, input });
      return answer(pathname, input);
    }),
  );
  return {
    calls,
    notices,
    sms,
    refuse: (path: string, retmsg: string, retcode = 0) => void refusals.set(path, { retmsg, retcode }),
    /** The calls to `path` so far. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}
