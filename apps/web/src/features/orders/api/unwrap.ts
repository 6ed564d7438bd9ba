import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/** Every order query key starts with this, so one invalidation refreshes lists, counts and details after a move. */
export const ORDERS_KEY = 'orders';

/**
 * The request client hands non-success envelopes back (§7); a read with no data has nothing to
 * show, so a query turns them into its error state and keeps the server's Chinese message.
 */
export async function unwrap<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.retcode !== RETCODE.SUCCESS || envelope.data === null) throw new Error(envelope.retmsg);
  return envelope.data;
}
