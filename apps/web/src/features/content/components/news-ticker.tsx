import { Link } from 'react-router';
import { formatListTime, isSafeLink, type NewsRecord } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { soundOutlined } from '@/components/lite/icon/icon-paths';
import { useNewsRecords } from '../api/get-news-records';
import styles from './home.module.css';

function Flash({ record }: { record: NewsRecord }) {
  const text = (
    <>
      <span>{record.content}</span>
      <time dateTime={record.publishTime}>{formatListTime(record.publishTime)}</time>
    </>
  );
  // Site paths only, and only those the shared rule accepts (`/\evil.com` is another host to a browser).
  if (record.linkUrl?.startsWith('/') && isSafeLink(record.linkUrl)) return <Link to={record.linkUrl}>{text}</Link>;
  return <span>{text}</span>;
}

/**
 * 平台快讯: the news flashes scroll by in a CSS marquee (paused on hover);
 * the list is rendered twice so the loop has no gap.
 */
export function NewsTicker() {
  const { data, isPending } = useNewsRecords(10);
  const records = data?.list ?? [];
  // While the flashes load, the bar holds its place (no jump when they arrive).
  if (!isPending && records.length === 0) return null;
  return (
    <section className={styles.ticker} aria-label="平台快讯" aria-busy={isPending} data-testid="home-ticker">
      <span className={styles.tickerLabel}>
        <LiteIcon d={soundOutlined} /> 平台快讯
      </span>
      <div className={styles.tickerViewport}>
        <div className={styles.tickerTrack} style={{ animationDuration: `${records.length * 8}s` }}>
          {[0, 1].map((copy) => (
            <ul key={copy} className={styles.tickerList} aria-hidden={copy === 1 ? true : undefined} inert={copy === 1}>
              {records.map((r) => (
                <li key={r.id}>
                  <Flash record={r} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
