import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/** A non-success envelope becomes the query's error, keeping the server's Chinese message. */
export async function unwrap<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.retcode !== RETCODE.SUCCESS || envelope.data === null) throw new Error(envelope.retmsg);
  return envelope.data;
}

/** Every favourites query starts with this key, so one change refreshes all of them. */
export const COLLECT_KEY = 'my-collect';
