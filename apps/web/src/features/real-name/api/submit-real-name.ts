import { accountCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';

/**
 * POST api/sysMember/submitRealName: a personal member's name and ID card, or a
 * corporate member's company, credit code and own licence image (§4 info status 0/3 → 1).
 * Resolves with the envelope whatever its retcode; the form shows retmsg either way.
 */
export const useSubmitRealName = () => useCallMutation(accountCalls.submitRealName);
