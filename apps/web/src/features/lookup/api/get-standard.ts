import { useQuery } from '@tanstack/react-query';
import { lookupCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** §7 GET api/qualityControlStandard/getQualityControlStandard: one standard with scope, replacements and PDF. */
export const useStandard = (id: number | null) =>
  useQuery({ ...callQueryOptions(lookupCalls.getQualityControlStandard, { id: id ?? 0 }, ['lookup', 'standard', id ?? 0]), enabled: id !== null });
