import { Link } from 'react-router';
import { formatDate, type TechAchievementPage, type TechAchievementSummary } from '@tcm/shared';
import { PagedList } from '@/components/paged-list/paged-list';
import { Tag } from '@/components/lite/tag/tag';
import { achievementHref, thumbnailUrl } from '../hrefs';
import styles from './achievements.module.css';

export function AchievementItem({ item }: { item: TechAchievementSummary }) {
  return (
    <li className={styles.item} data-testid="achievement-item">
      <Link to={achievementHref(item.id)} className={styles.cover} tabIndex={-1} aria-hidden="true">
        {item.cover ? <img src={thumbnailUrl(item.cover)} alt="" loading="lazy" /> : <span className={styles.coverText}>{item.field}</span>}
      </Link>
      <div className={styles.main}>
        <h3 className={styles.title}>
          <Link to={achievementHref(item.id)}>{item.title}</Link>
        </h3>
        <p className={styles.summary}>{item.summary}</p>
        <p className={styles.meta}>
          <Tag color="green" data-testid="achievement-field">
            {item.field}
          </Tag>
          <span>成果方：{item.owner}</span>
          <span>转化方式：{item.transferMode}</span>
          <span>成熟度：{item.maturity}</span>
          <time dateTime={item.publishedAt}>发布：{formatDate(item.publishedAt, 'YYYY-MM-DD')}</time>
        </p>
      </div>
    </li>
  );
}

/** One page of achievements (§3 pagination, driven by the address). */
export function AchievementList({ page, onPage }: { page: TechAchievementPage; onPage: (n: number) => void }) {
  return (
    <PagedList page={page} onPage={onPage} item={(item) => <AchievementItem key={item.id} item={item} />} className={styles.list} testId="achievement-list" pagerClassName={styles.pagination} showTotal={(total) => `共 ${total} 项成果`} />
  );
}
