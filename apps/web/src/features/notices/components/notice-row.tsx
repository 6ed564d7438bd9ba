import { RETCODE, formatDate, type Notice, type NoticeScope } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { Tag } from '@/components/lite/tag/tag';
import { notifier } from '@/lib/notifier';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useReadNotices } from '../api/read-notices';
import styles from './notice-center.module.css';

/**
 * One notification: its kind, title, text and time, unread ones marked (dot, bold title, 未读).
 * 查看详情 opens the page where the action is and marks it read on the way; 标为已读 marks it
 * read here. A link that is not a path of this site is not offered.
 */
export function NoticeRow({ notice, scope }: { notice: Notice; scope: NoticeScope }) {
  const read = useReadNotices();
  const href = safeRedirectPath(notice.link, '') || null;
  const markRead = async (announce: boolean) => {
    const result = await read.mutateAsync({ scope, ids: [notice.id] }).catch(() => null);
    if (!result) return; // the request client has shown what went wrong
    if (result.retcode !== RETCODE.SUCCESS) notifier().error(result.retmsg);
    else if (announce) notifier().success(result.retmsg);
  };

  return (
    <li className={`${styles.row} ${notice.read ? styles.read : styles.unread}`} data-testid="notice-row" data-read={notice.read}>
      <div className={styles.main}>
        <p className={styles.head}>
          <Tag color="brand">{notice.kindName}</Tag>
          {notice.read ? null : <Tag color="red">未读</Tag>}
          <span className={styles.title}>{notice.title}</span>
        </p>
        <p className={styles.text}>{notice.body}</p>
        <p className={styles.time}>
          <time dateTime={notice.createdAt}>{formatDate(notice.createdAt, 'YYYY-MM-DD HH:mm')}</time>
        </p>
      </div>
      <div className={styles.actions}>
        {href ? (
          <Button kind="link" to={href} onClick={() => (notice.read ? undefined : void markRead(false))}>
            查看详情
          </Button>
        ) : null}
        {notice.read ? (
          <span className={styles.readMark}>已读</span>
        ) : (
          <Button kind="link" loading={read.isPending} onClick={() => void markRead(true)}>
            标为已读
          </Button>
        )}
      </div>
    </li>
  );
}
