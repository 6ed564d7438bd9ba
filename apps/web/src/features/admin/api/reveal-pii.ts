import { auditCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';

/**
 * POST api/admin/pii/reveal {kind, id, field}: one masked ID number or mobile in clear. The server
 * writes an audit row for every call, so nothing is cached or refreshed: each 查看 is one reveal.
 */
export const useRevealPii = () => useCallMutation(auditCalls.reveal);
