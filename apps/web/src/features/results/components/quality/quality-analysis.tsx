import { useState } from 'react';
import type { QualityQuery } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { LOAD_FAILED_TEXT } from '@/components/query-state/query-state';
import { exportQualityResults } from '../../api/export-quality-results';
import { useQualityAnalysis } from '../../api/get-quality-analysis';
import { EMPTY_DRAFT, QualityFilters, type QualityDraft } from './quality-filters';
import { QualityRows } from './quality-rows';
import { SupplierRates } from './supplier-rates';
import { TrendChart } from './trend-chart';
import styles from './quality.module.css';

const PAGE_SIZE = 10;

/** How results get here: the empty page says so. */
export const QUALITY_EMPTY_TEXT = '还没有检测结果。检测机构出具报告时录入的检测数据会自动汇总到这里，可按品种、检测项目、供应商和产地查看质量趋势';
export const QUALITY_NO_MATCH_TEXT = '没有符合筛选条件的检测结果，请调整筛选条件或日期范围';

function queryOf(d: QualityDraft, pageNum: number): QualityQuery {
  const q: QualityQuery = { pageNum, pageSize: PAGE_SIZE };
  if (d.variety) q.variety = d.variety;
  if (d.itemName) q.itemName = d.itemName;
  if (d.institutionId !== null) q.institutionId = d.institutionId;
  if (d.supplier) q.supplier = d.supplier;
  if (d.origin) q.origin = d.origin;
  if (d.from) q.from = d.from;
  if (d.to) q.to = d.to;
  return q;
}

const filtered = (d: QualityDraft) => Object.values({ ...d, from: '', to: '' }).some((v) => v !== '' && v !== null) || d.from !== '' || d.to !== '';

/**
 * 质量分析 (issue #21): every result my valid reports published — a chart per test item over time
 * with its limit, the failure rate per supplier, and the rows — filtered, and exported as .xlsx.
 */
export function QualityAnalysisView() {
  const [applied, setApplied] = useState<QualityDraft>(EMPTY_DRAFT);
  const [pageNum, setPageNum] = useState(1);
  const query = queryOf(applied, pageNum);
  const analysis = useQualityAnalysis(query);
  const data = analysis.data;
  const empty = data !== undefined && data.rows.total === 0;
  const pending = analysis.isPending;

  return (
    <div className={styles.view} data-testid="quality-analysis">
      <QualityFilters
        applied={applied}
        options={data?.options}
        span={data ? { from: data.from, to: data.to } : undefined}
        onApply={(d) => {
          setApplied(d);
          setPageNum(1);
        }}
        onExport={() => exportQualityResults(query, data?.from ?? '', data?.to ?? '')}
      />
      {data?.capped ? <p className={styles.notice}>{data.capped}</p> : null}
      {analysis.isError ? (
        // The server's own words (a refused filter says which), or the connection's; the last answer stays below.
        <p className={styles.error} role="alert">
          {analysis.error.message || LOAD_FAILED_TEXT}
        </p>
      ) : null}
      {pending ? (
        <Skeleton title={false} rows={8} />
      ) : !data ? null : empty ? (
        <Empty description={filtered(applied) ? QUALITY_NO_MATCH_TEXT : QUALITY_EMPTY_TEXT} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="quality-trends">
            <h2 id="quality-trends" className={styles.sectionTitle}>
              检测值趋势
            </h2>
            <p className={styles.legend} aria-hidden="true">
              <span>
                <span className={styles.legendLine} />
                检测值
              </span>
              <span>
                <span className={styles.legendLimit} />
                标准限度
              </span>
              <span>
                <span className={styles.legendFail} />
                不符合
              </span>
            </p>
            {data.series.length ? (
              <div className={styles.charts}>
                {data.series.map((s) => (
                  <TrendChart key={s.key} series={s} />
                ))}
              </div>
            ) : (
              <Empty simple description="所选结果中没有数值型检测值（如未检出、符合规定），无趋势图" />
            )}
          </section>
          <section className={styles.section} aria-labelledby="quality-suppliers">
            <h2 id="quality-suppliers" className={styles.sectionTitle}>
              供应商不合格率
            </h2>
            {data.suppliers.length ? <SupplierRates rates={data.suppliers} /> : <Empty simple description="所选结果中没有已判定的样品" />}
          </section>
          <section className={styles.section} aria-labelledby="quality-rows">
            <h2 id="quality-rows" className={styles.sectionTitle}>
              检测结果明细
            </h2>
            <QualityRows page={data.rows} loading={analysis.isPlaceholderData} onPage={setPageNum} />
          </section>
        </>
      )}
    </div>
  );
}
