import { Link } from 'react-router';
import { formatListTime, type PubsInformation } from '@tcm/shared';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { noticeHref } from '../hrefs';
import styles from './content.module.css';

const TYPE_COLORS: Record<string, TagColor> = { 资质公示: 'green', 抽检公告: 'blue', 规则公告: 'gold', 处罚公示: 'red' };

export const pubsTypeColor = (infoType: string): TagColor => TYPE_COLORS[infoType] ?? 'default';

/** Rows of public notices: type, title (a link to the notice), list time (§9). */
export function PubsRows({ items }: { items: readonly PubsInformation[] }) {
  return (
    <ul className={styles.titleList}>
      {items.map((item) => (
        <li key={item.id} className={styles.titleRow}>
          <Tag color={pubsTypeColor(item.infoType)} className={styles.typeTag} data-testid="notice-type">
            {item.infoType}
          </Tag>
          <Link to={noticeHref(item.id)} className={styles.rowTitle} title={item.title}>
            {item.title}
          </Link>
          <time className={styles.rowTime} dateTime={item.publishTime}>
            {formatListTime(item.publishTime)}
          </time>
        </li>
      ))}
    </ul>
  );
}
