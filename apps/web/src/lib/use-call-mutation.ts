import type { QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@tcm/shared';
import { type CallArgs, call } from './call';
import { useEnvelopeMutation } from './use-envelope-mutation';

/**
 * A change sent through its endpoint's descriptor: `mutate(input)` sends the typed body and resolves
 * with the envelope (a refusal is the caller's to show); on success every query under `refresh` is
 * asked again.
 */
export function useCallMutation<E extends Endpoint<'POST'>>(endpoint: E, refresh: readonly QueryKey[] = []) {
  return useEnvelopeMutation((input: EndpointInput<E>) => call(endpoint, ...([input] as CallArgs<E>)), refresh);
}
