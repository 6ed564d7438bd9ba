import { Tag } from 'antd';
import { formatListTime } from '@tcm/shared';
import { usePubsInformation } from '../api/get-pubs-information';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';
import styles from './content.module.css';

const TYPE_COLORS: Record<string, string> = { 资质公示: 'green', 抽检公告: 'blue', 规则公告: 'gold', 处罚公示: 'red' };

/** 公示公告: the newest public notices with their type. */
export function PubsList({ limit = 6 }: { limit?: number }) {
  const { data, isPending, isError } = usePubsInformation({ pageNum: 1, pageSize: limit });
  const items = data?.list ?? [];
  return (
    <SectionCard title="公示公告" testId="home-pubs">
      <QueryState isPending={isPending} isError={isError} isEmpty={items.length === 0} rows={limit}>
        <ul className={styles.titleList}>
          {items.map((item) => (
            <li key={item.id} className={styles.titleRow}>
              <Tag color={TYPE_COLORS[item.infoType] ?? 'default'} className={styles.typeTag}>
                {item.infoType}
              </Tag>
              <span className={styles.rowTitle} title={item.title}>
                {item.title}
              </span>
              <time className={styles.rowTime} dateTime={item.publishTime}>
                {formatListTime(item.publishTime)}
              </time>
            </li>
          ))}
        </ul>
      </QueryState>
    </SectionCard>
  );
}
