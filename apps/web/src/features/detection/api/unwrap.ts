import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/** Every catalogue query key of this feature starts with this. */
export const DETECTION_KEY = 'detection';

/**
 * The request client hands non-success envelopes back (§7); a read with no data has nothing to
 * show, so a query turns them into its error state and keeps the server's Chinese message.
 */
export async function unwrap<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.retcode !== RETCODE.SUCCESS || envelope.data === null) throw new Error(envelope.retmsg);
  return envelope.data;
}
