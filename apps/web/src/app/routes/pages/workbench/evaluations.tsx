import { EVALUATION_AUDIT_STATUS_OPTIONS, type EvaluationAuditStatus } from '@tcm/shared';
import { Tabs } from '@/components/lite/tabs/tabs';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMyEvaluations } from '@/features/workbench/api/query-my-evaluation';
import { EvaluationSummaryBar, EvaluationTable } from '@/features/workbench/components/evaluation-table';
import { useListFilters } from '@/features/workbench/hooks/use-list-filters';
import styles from './workbench-page.module.css';

/** 工作台 · 评价管理 ?status=&pageNum=: what members wrote of us, by audit status (the operator decides; we read). */
export default function WorkbenchEvaluationsPage() {
  const { title } = useRouteMeta();
  const f = useListFilters();
  const list = useMyEvaluations({ auditStatus: f.status as EvaluationAuditStatus | undefined, pageNum: f.pageNum, pageSize: f.pageSize });
  const counts = list.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        {list.data ? <EvaluationSummaryBar summary={list.data.summary} /> : null}
        <Tabs
          aria-label="审核状态"
          activeKey={String(f.status ?? 0)}
          onChange={(key) => f.show({ status: key === '0' ? null : Number(key) })}
          items={[
            { key: '0', label: `全部${all === undefined ? '' : ` (${all})`}` },
            ...EVALUATION_AUDIT_STATUS_OPTIONS.map((o) => ({ key: String(o.value), label: `${o.label}${counts ? ` (${counts[o.value]})` : ''}` })),
          ]}
        />
        <p className={styles.note}>评价由平台运营审核，审核通过后展示在机构详情页并计入评分；机构可查看全部评价，但不能更改审核结果。</p>
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="暂无评价" rows={8}>
          {list.data ? <EvaluationTable page={list.data} loading={list.isFetching} onPage={(n) => f.show({ pageNum: n })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
