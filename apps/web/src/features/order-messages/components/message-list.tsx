import { ORDER_MESSAGE_SIDE_LABELS, ORDER_THREAD_MESSAGES, formatDate, type OrderMessage, type OrderMessageSide } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { Tag } from '@/components/lite/tag/tag';
import { MessageAttachments } from './message-attachments';
import styles from './order-messages.module.css';

export interface MessageListProps {
  messages: readonly OrderMessage[];
  /** The reader's side: its messages are drawn on the right. An operator reads from neither side. */
  ownSide?: OrderMessageSide;
}

/** A thread's messages, oldest first: who wrote (会员 or 检测机构, the party's name, the author), when, what, and the attachments. */
export function MessageList({ messages, ownSide }: MessageListProps) {
  if (!messages.length) return <Empty simple description={ORDER_THREAD_MESSAGES.emptyThread} />;
  return (
    <ol className={styles.list} data-testid="message-list" aria-label="订单留言">
      {messages.map((m) => (
        <li key={m.id} className={m.side === ownSide ? `${styles.message} ${styles.ours}` : styles.message} data-testid="order-message" data-side={m.side}>
          <div className={styles.meta}>
            <Tag color={m.side === 'member' ? 'brand' : 'blue'}>{ORDER_MESSAGE_SIDE_LABELS[m.side]}</Tag>
            <span>{m.sideName}</span>
            <span className={styles.author}>{m.mine ? `${m.authorName}（我）` : m.authorName}</span>
            <time dateTime={m.createdAt}>{formatDate(m.createdAt, 'YYYY-MM-DD HH:mm')}</time>
          </div>
          {m.content ? <div className={styles.bubble}>{m.content}</div> : null}
          <MessageAttachments attachments={m.attachments} />
        </li>
      ))}
    </ol>
  );
}
