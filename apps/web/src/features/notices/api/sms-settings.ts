import { useQuery } from '@tanstack/react-query';
import { noticeCalls } from '@tcm/shared';
import { callKey, callQueryOptions } from '@/lib/call-query';
import { useCallMutation } from '@/lib/use-call-mutation';

/** GET /api/notice/smsSettings: the member's own switches, each kind on unless turned off. */
export const useSmsSettings = () => useQuery(callQueryOptions(noticeCalls.smsSettings, undefined, callKey(noticeCalls.smsSettings)));

/** POST /api/notice/saveSmsSettings: the kinds that change; the settings are read again after. */
export const useSaveSmsSettings = () => useCallMutation(noticeCalls.saveSmsSettings, [callKey(noticeCalls.smsSettings)]);
