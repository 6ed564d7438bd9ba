import { formatDate, type CompanyEvaluation, type CompanyEvaluationPage } from '@tcm/shared';
import { PagedList } from '@/components/paged-list/paged-list';
import { Rate } from '@/components/lite/rate/rate';
import styles from './detail.module.css';

function EvaluationItem({ e }: { e: CompanyEvaluation }) {
  const overall = (e.service + e.timeliness + e.quality) / 3;
  return (
    <li className={styles.evaluation} data-testid="evaluation">
      <div className={styles.evaluationHead}>
        <b>{e.memberName}</b>
        <Rate value={overall} style={{ fontSize: 14 }} />
        <time dateTime={e.createdAt}>{formatDate(e.createdAt, 'YYYY-MM-DD HH:mm')}</time>
      </div>
      <p className={styles.evaluationScores}>
        <span>服务态度 {e.service}</span>
        <span>检测时效 {e.timeliness}</span>
        <span>报告质量 {e.quality}</span>
      </p>
      <p className={styles.evaluationContent}>{e.content}</p>
      {e.reply ? <p className={styles.reply}>机构回复：{e.reply}</p> : null}
    </li>
  );
}

/** One page of approved evaluations, newest first (§3 pagination). */
export function EvaluationList({ page, onPage }: { page: CompanyEvaluationPage; onPage: (pageNum: number) => void }) {
  return (
    <PagedList page={page} onPage={onPage} item={(e) => <EvaluationItem key={e.id} e={e} />} className={styles.evaluations} testId="evaluations" showTotal={(total) => `共 ${total} 条`} />
  );
}
