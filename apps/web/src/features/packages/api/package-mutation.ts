import type { ApiEnvelope } from '@tcm/shared';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { PACKAGES_KEY } from './query-keys';

/** A change to my packages: resolves with the envelope and, on success, refreshes every package query. */
export function usePackageMutation<V, T>(send: (variables: V) => Promise<ApiEnvelope<T>>) {
  return useEnvelopeMutation(send, [[PACKAGES_KEY]]);
}
