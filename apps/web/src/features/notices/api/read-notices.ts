import { noticeCalls } from '@tcm/shared';
import { callKey } from '@/lib/call-query';
import { useCallMutation } from '@/lib/use-call-mutation';

/** What marking read changes: every list and every badge (all scopes, all filters). */
const REFRESH = [callKey(noticeCalls.list), callKey(noticeCalls.unreadCount)];

/** POST /api/notice/read: mark some of mine read (`mutate({ scope, ids })`). */
export const useReadNotices = () => useCallMutation(noticeCalls.read, REFRESH);

/** POST /api/notice/readAll: every unread one of the scope, or of one kind. */
export const useReadAllNotices = () => useCallMutation(noticeCalls.readAll, REFRESH);
