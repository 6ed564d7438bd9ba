import type { ApiEnvelope, MyService, MyServiceForm, MyServiceStatus } from '@tcm/shared';
import { request } from '@/lib/request';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { WORKBENCH_KEY } from './query-keys';

/** POST api/institutionService/addMyService (no id) or editMyService (with id): the price is sent in yuan as typed; the server stores fen. */
export function saveMyService(body: MyServiceForm & { id?: number }): Promise<ApiEnvelope<MyService>> {
  return request.post<MyService>(`/api/institutionService/${body.id ? 'editMyService' : 'addMyService'}`, body);
}

/** POST api/institutionService/changeMyServiceStatus: 上架 (1) or 下架 (0). */
export function changeMyServiceStatus(body: { id: number; status: MyServiceStatus }): Promise<ApiEnvelope<MyService>> {
  return request.post<MyService>('/api/institutionService/changeMyServiceStatus', body);
}

/** Resolves with the envelope (a refusal is the caller's to show); a success refreshes the list. */
function useServiceMutation<B>(send: (body: B) => Promise<ApiEnvelope<MyService>>) {
  return useEnvelopeMutation(send, [[WORKBENCH_KEY, 'services']]);
}

export const useSaveMyService = () => useServiceMutation(saveMyService);
export const useChangeMyServiceStatus = () => useServiceMutation(changeMyServiceStatus);
