import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput, RETCODE, orderMessageCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { type ThreadViewer, threadKey } from './query-keys';

const POST = { member: orderMessageCalls.postMessage, institution: orderMessageCalls.institutionPostMessage } as const;
type PostInput = EndpointInput<typeof orderMessageCalls.postMessage>;

/**
 * POST orderInfo/postMessage or institutionOrder/postMessage: resolves with the envelope (a refusal
 * is the caller's to show); a sent message's answer is the thread as it now stands, shown at once.
 */
export function usePostOrderMessage(viewer: ThreadViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => call(POST[viewer], input),
    onSuccess: (result, input) => {
      if (result.retcode === RETCODE.SUCCESS && result.data) queryClient.setQueryData(threadKey(viewer, Number(input.orderId)), result.data);
    },
  });
}
