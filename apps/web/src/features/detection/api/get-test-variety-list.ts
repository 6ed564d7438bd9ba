import { useQuery } from '@tanstack/react-query';
import { catalogueCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testVarietyLibrary/getTestVarietyLibraryList: every herb variety one can order tests for. */
export const useTestVarieties = () =>
  useQuery({ ...callQueryOptions(catalogueCalls.getTestVarietyLibraryList, {}, [DETECTION_KEY, 'varieties']), staleTime: 10 * 60_000 });
