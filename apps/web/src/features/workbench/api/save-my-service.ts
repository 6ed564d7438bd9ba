import { type MyServiceForm, workbenchCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { useCallMutation } from '@/lib/use-call-mutation';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { WORKBENCH_KEY } from './query-keys';

/** A success refreshes the list; the envelope resolves either way (a refusal is the caller's to show). */
const SERVICES = [[WORKBENCH_KEY, 'services']];

/** POST api/institutionService/addMyService (no id) or editMyService (with id): the price is sent in yuan as typed; the server stores fen. */
function saveMyService({ id, ...form }: MyServiceForm & { id?: number }) {
  return id ? call(workbenchCalls.editMyService, { ...form, id }) : call(workbenchCalls.addMyService, form);
}

export const useSaveMyService = () => useEnvelopeMutation(saveMyService, SERVICES);
/** POST api/institutionService/changeMyServiceStatus: 上架 (1) or 下架 (0). */
export const useChangeMyServiceStatus = () => useCallMutation(workbenchCalls.changeMyServiceStatus, SERVICES);
