import { useQuery } from '@tanstack/react-query';
import { noticeCalls, type NoticeScope } from '@tcm/shared';
import { call } from '@/lib/call';
import { callKey, callQueryOptions } from '@/lib/call-query';
import { unwrap } from '@/lib/unwrap';

/**
 * GET /api/notice/unreadCount (issue #22): the badges. Quiet, like the header's role check: a badge
 * that cannot be read (an expired session, an operator before the second factor) just does not
 * show — no toast, no redirect to /login. Made by callQueryOptions like every read (so whatever
 * finds queries by their endpoint finds it), its call made quiet. One query per scope, shared by the
 * header, the side menu and the frame's top bar; `enabled` only for the scopes the account has.
 */
export function useUnreadCount(scope: NoticeScope, enabled = true) {
  return useQuery({
    ...callQueryOptions(noticeCalls.unreadCount, { scope }, callKey(noticeCalls.unreadCount, { scope })),
    queryFn: ({ signal }) => unwrap(call(noticeCalls.unreadCount, { scope }, { signal, quiet: true })),
    enabled,
  });
}
