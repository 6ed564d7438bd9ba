import { Link } from 'react-router';
import { formatListTime, type ArticleSummary } from '@tcm/shared';
import { Tag } from '@/components/lite/tag/tag';
import { articleHref } from '../hrefs';
import styles from './content.module.css';

/** Compact rows: title linking to the article, list-time date (§9) on the right. */
export function ArticleTitleList({ items, showCategory = false }: { items: ArticleSummary[]; showCategory?: boolean }) {
  return (
    <ul className={styles.titleList}>
      {items.map((item) => (
        <li key={item.id} className={styles.titleRow}>
          {showCategory ? <span className={styles.rowCategory}>[{item.categoryName}]</span> : null}
          <Link to={articleHref(item.id)} className={styles.rowTitle} title={item.title}>
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

/** Full rows for paged lists: title, summary, source, date and views. */
export function ArticleRows({ items }: { items: ArticleSummary[] }) {
  return (
    <ul className={styles.rows} data-testid="article-rows">
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          <div className={styles.rowMain}>
            <Link to={articleHref(item.id)} className={styles.rowHeading}>
              {item.isTop ? (
                <Tag color="brand" className={styles.topTag}>
                  置顶
                </Tag>
              ) : null}
              {item.title}
            </Link>
            <p className={styles.rowSummary}>{item.summary}</p>
            <p className={styles.rowMeta}>
              <span>{item.categoryName}</span>
              <span>来源：{item.source}</span>
              <time dateTime={item.publishTime}>{formatListTime(item.publishTime)}</time>
              <span>浏览 {item.viewCount}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
