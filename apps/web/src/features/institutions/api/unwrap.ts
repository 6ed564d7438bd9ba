import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/**
 * The request client hands non-success envelopes back (§7); a block with no
 * data has nothing to show, so a query turns them into its error state and
 * keeps the server's Chinese message (e.g. 该检测机构不存在或已下线) for the page.
 */
export async function unwrap<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await pending;
  if (envelope.retcode !== RETCODE.SUCCESS || envelope.data === null) throw new Error(envelope.retmsg);
  return envelope.data;
}
