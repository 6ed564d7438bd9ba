import { Empty } from '@/components/lite/empty/empty';
import { QueryState } from '@/components/query-state/query-state';
import { useOrderMessages } from '../api/get-order-messages';
import type { ThreadViewer } from '../api/query-keys';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import styles from './order-messages.module.css';

/**
 * 订单留言 on an order's detail (issue #22), for the member (personal centre) or the institution's
 * staff (workbench): the thread, and the composer while the order takes messages.
 */
export function OrderThread({ viewer, orderId }: { viewer: ThreadViewer; orderId: number }) {
  const thread = useOrderMessages(viewer, orderId);
  if (thread.isError) return <Empty simple description={thread.error.message} />;
  return (
    <div className={styles.thread} data-testid="order-thread">
      <QueryState isPending={thread.isPending} isError={false} rows={3}>
        {thread.data ? (
          <>
            <MessageList messages={thread.data.messages} ownSide={viewer} />
            {thread.data.writable ? <MessageComposer viewer={viewer} orderId={orderId} /> : null}
            {thread.data.closedNote ? <p className={styles.closed}>{thread.data.closedNote}</p> : null}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
