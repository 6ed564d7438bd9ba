import { achievementCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';

/** §7 POST techTalk/addTechTalk: a negotiation request on one achievement (visitors too). */
export const useAddTechTalk = () => useCallMutation(achievementCalls.addTechTalk);
