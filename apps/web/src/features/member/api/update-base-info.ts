import { accountCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';

/**
 * Own call POST api/sysMember/updateBaseInfo: the member's e-mail and avatar (an image it uploaded).
 * Resolves with the envelope whatever its retcode; on success the profile is read again.
 */
export const useUpdateBaseInfo = () => useCallMutation(accountCalls.updateBaseInfo, [['member-detail']]);
