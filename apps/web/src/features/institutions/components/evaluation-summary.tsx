import { Link } from 'react-router';
import type { EvaluationSummary } from '@tcm/shared';
import { Rate } from '@/components/lite/rate/rate';
import styles from './detail.module.css';

const DIMENSIONS = [
  ['service', '服务态度'],
  ['timeliness', '检测时效'],
  ['quality', '报告质量'],
] as const;

const half = (n: number) => Math.round(n * 2) / 2;

/** 评价概况: the overall score, the three averages and how many approved evaluations they come from. */
export function EvaluationSummaryView({ summary, moreHref }: { summary: EvaluationSummary; moreHref?: string }) {
  return (
    <div className={styles.summary} data-testid="evaluation-summary">
      <div className={styles.overall}>
        <strong>{summary.overall.toFixed(1)}</strong>
        <span>综合评分</span>
      </div>
      <ul className={styles.dimensions}>
        {DIMENSIONS.map(([key, label]) => (
          <li key={key}>
            <span className={styles.dimLabel}>{label}</span>
            <Rate value={half(summary[key])} />
            <span className={styles.score}>{summary[key].toFixed(1)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.summaryMore}>
        <p>
          共 <b>{summary.count}</b> 条评价
        </p>
        {moreHref ? <Link to={moreHref}>查看全部评价 →</Link> : null}
      </div>
    </div>
  );
}
