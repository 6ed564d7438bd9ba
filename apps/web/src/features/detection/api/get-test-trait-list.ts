import { useQuery } from '@tanstack/react-query';
import { catalogueCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { DETECTION_KEY } from './query-keys';

/** §7 GET api/testTraitLibrary/getTestTraitLibraryList: the properties tested (水分, 灰分 …). */
export const useTestTraits = () =>
  useQuery({ ...callQueryOptions(catalogueCalls.getTestTraitLibraryList, undefined, [DETECTION_KEY, 'traits']), staleTime: 10 * 60_000 });
