import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/**
 * The request client hands non-success envelopes back (§7); a block with no data has nothing
 * to show, so a query turns them into its error state and keeps the server's Chinese message
 * (e.g. 该标准不存在) for the page to show.
 */
export async function unwrap<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.retcode !== RETCODE.SUCCESS || envelope.data === null) throw new Error(envelope.retmsg);
  return envelope.data;
}
