import { type ApiEnvelope, RETCODE, SERVER_MESSAGES } from '@tcm/shared';

export function ok<T>(data: T, retmsg: string = SERVER_MESSAGES.ok): ApiEnvelope<T> {
  return { retcode: RETCODE.SUCCESS, retmsg, data };
}

export function failure(retmsg: string): ApiEnvelope<null> {
  return { retcode: RETCODE.FAILURE, retmsg, data: null };
}

export function loginExpired(retmsg: string): ApiEnvelope<null> {
  return { retcode: RETCODE.LOGIN_EXPIRED, retmsg, data: null };
}
