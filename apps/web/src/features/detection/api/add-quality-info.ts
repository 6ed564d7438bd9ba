import { qualityInfoCalls } from '@tcm/shared';
import { useCallMutation } from '@/lib/use-call-mutation';

/** §7 POST api/qualityInfo/addQualityInfo: a quality-inspection application, recorded for operators. */
export const useAddQualityInfo = () => useCallMutation(qualityInfoCalls.addQualityInfo);
