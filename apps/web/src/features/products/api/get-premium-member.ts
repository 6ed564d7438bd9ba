import { useQuery } from '@tanstack/react-query';
import { supplierCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';
import { SUPPLIERS_KEY } from './query-keys';

/** §7 GET sysMember/getPremiumMember: 优质会员 (the mall's side column). */
export const usePremiumMembers = (limit = 8) => useQuery(callQueryOptions(supplierCalls.getPremiumMember, { limit }, [SUPPLIERS_KEY, 'premium', limit]));
