import type { PubsInformation } from '@tcm/shared';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { noticeHref } from '../hrefs';
import { TitleRow } from './title-row';
import styles from './content.module.css';

const TYPE_COLORS: Record<string, TagColor> = { 资质公示: 'green', 抽检公告: 'blue', 规则公告: 'gold', 处罚公示: 'red' };

export const pubsTypeColor = (infoType: string): TagColor => TYPE_COLORS[infoType] ?? 'default';

/** Rows of public notices: type, title (a link to the notice), list time (§9). */
export function PubsRows({ items }: { items: readonly PubsInformation[] }) {
  return (
    <ul className={styles.titleList}>
      {items.map((item) => (
        <TitleRow
          key={item.id}
          lead={
            <Tag color={pubsTypeColor(item.infoType)} className={styles.typeTag} data-testid="notice-type">
              {item.infoType}
            </Tag>
          }
          href={noticeHref(item.id)}
          title={item.title}
          publishTime={item.publishTime}
        />
      ))}
    </ul>
  );
}
