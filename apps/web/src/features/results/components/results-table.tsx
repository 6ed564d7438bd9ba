import { Table } from 'antd';
import { type ResultRow, type ResultSheet, basisText, resultText } from '@tcm/shared';
import { JudgementTag } from './judgement-tag';
import styles from './results.module.css';

/** The item and, for an element or product of a list limit, its name: 重金属及有害元素 · 铅. */
export function ItemCell({ r }: { r: ResultRow }) {
  return (
    <>
      {r.itemName}
      {r.subject ? <span className={styles.subject}> · {r.subject}</span> : null}
      {r.qualifier ? <div className={styles.hint}>{r.qualifier}</div> : null}
    </>
  );
}

/** The sheet's basis and conclusion in one line, above a results table. */
export function ResultSummary({ sheet }: { sheet: ResultSheet }) {
  return (
    <div className={styles.summary} data-testid="result-summary">
      <span>
        结论：<JudgementTag judgement={sheet.conclusion} />
        {sheet.failedItems.length ? <span>不符合项：{sheet.failedItems.join('；')}</span> : null}
      </span>
      <span className={styles.hint}>
        依据：{basisText(sheet)}
      </span>
      {sheet.testDate ? <span className={styles.hint}>检测日期：{sheet.testDate}</span> : null}
    </div>
  );
}

/** An order's results, read only: 不符合 rows highlighted (the member's order detail and 我的报告, the workbench after issue). */
export function ResultsTable({ sheet }: { sheet: ResultSheet }) {
  const many = sheet.fromSampleSheet || sheet.rows.some((r) => r.sampleCount > 1);
  return (
    <>
      <ResultSummary sheet={sheet} />
      <Table<ResultRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={sheet.rows}
        data-testid="results-table"
        rowClassName={(r) => (r.judgement === 'fail' ? styles.failRow! : '')}
        onRow={(r) => ({ 'data-row-judgement': r.judgement }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 760 }}
        columns={[
          { title: '检测项目', key: 'item', render: (_, r) => <ItemCell r={r} /> },
          ...(many ? [{ title: '样品', key: 'sample', width: sheet.fromSampleSheet ? 140 : 70, render: (_: unknown, r: ResultRow) => r.sampleLabel }] : []),
          { title: '标准规定', key: 'limit', width: 130, render: (_, r) => <span title={r.limitText}>{r.limitDisplay}</span> },
          { title: '检测结果', key: 'result', width: 150, render: (_, r) => resultText(r) },
          { title: '检测方法', dataIndex: 'method', width: 200, ellipsis: true },
          { title: '单项结论', key: 'judgement', width: 90, render: (_, r) => <JudgementTag judgement={r.judgement} /> },
        ]}
      />
      {sheet.remark ? <p className={styles.hint}>备注：{sheet.remark}</p> : null}
    </>
  );
}

