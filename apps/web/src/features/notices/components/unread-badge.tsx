import type { NoticeScope } from '@tcm/shared';
import { useUnreadCount } from '../api/get-unread-count';
import styles from './unread-badge.module.css';

/** What the badge says: the count, 99+ past 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** A count as a badge, nothing at 0; screen readers hear 「N 条未读消息」. */
export function CountBadge({ count, className, testId }: { count: number; className?: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-testid={testId}>
      <span aria-hidden="true">{badgeText(count)}</span>
      <span className={styles.srOnly}>{`${count} 条未读消息`}</span>
    </span>
  );
}

/**
 * The unread count of one scope of the account's notifications (issue #22): in the header's account
 * area, on the side menus' 消息中心 and on the consoles' top bars. Asked only when `enabled` (the
 * account has the scope); nothing while unknown, on a failure or at 0. Test id `unread-badge-<scope>`.
 */
export function UnreadBadge({ scope, enabled = true, className }: { scope: NoticeScope; enabled?: boolean; className?: string }) {
  const count = useUnreadCount(scope, enabled);
  return <CountBadge count={enabled ? (count.data?.total ?? 0) : 0} className={className} testId={`unread-badge-${scope}`} />;
}
