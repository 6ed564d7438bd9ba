import { ORDER_THREAD_MESSAGES } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminOrderMessages } from '../api/get-admin-order-messages';
import { MessageList } from './message-list';
import styles from './order-messages.module.css';

/**
 * An operator's read of one order's thread (issue #22), for a dispute: read-only, and the read is
 * in the audit log (the page says so). `orderNo` null: nothing asked yet.
 */
export function AdminOrderThread({ orderNo }: { orderNo: string | null }) {
  const thread = useAdminOrderMessages(orderNo);
  if (!orderNo) return <Empty simple description="输入订单号后查看该订单双方的留言" />;
  if (thread.isError) return <Empty simple description={thread.error.message} />;
  return (
    <QueryState isPending={thread.isPending} isError={false} rows={4}>
      {thread.data ? (
        <div className={styles.thread} data-testid="admin-order-thread">
          <p className={styles.hint}>
            订单 {thread.data.orderNo} · {thread.data.statusName} · 会员：{thread.data.memberName} · 检测机构：{thread.data.institutionName}
          </p>
          <MessageList messages={thread.data.messages} />
          <p className={styles.closed}>{ORDER_THREAD_MESSAGES.readAudited}；平台仅可查看，不能在此留言。</p>
        </div>
      ) : null}
    </QueryState>
  );
}
