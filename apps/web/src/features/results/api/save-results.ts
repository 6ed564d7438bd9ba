import { resultCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';
import { RESULTS_KEY } from './query-keys';

/** POST api/institutionOrder/saveResults: the whole sheet as a draft; answers it with the judgements. */
export const useSaveResults = () => useCallMutation(resultCalls.saveResults, [[RESULTS_KEY]]);
