import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/** Every package query key starts with this, so one invalidation refreshes the list after a change. */
export const PACKAGES_KEY = 'my-test-service';

/**
 * The request client hands non-success envelopes back (§7); a read with no data has nothing to
 * show, so a query turns them into its error state and keeps the server's Chinese message.
 */
export async function unwrap<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.retcode !== RETCODE.SUCCESS || envelope.data === null) throw new Error(envelope.retmsg);
  return envelope.data;
}
