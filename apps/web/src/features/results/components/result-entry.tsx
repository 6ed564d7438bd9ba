import { useState } from 'react';
import { Alert, Button, Checkbox, DatePicker, Input, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatRule, ORDER_STATUS, overallJudgement, type ResultRow, type ResultSheet } from '@tcm/shared';
import { useResultMessage } from '@/lib/use-result-message';
import { useSaveResults } from '../api/save-results';
import { type Draft, draftOf, inputOf, isDraftFilled, judgementOf, ruleOf } from './entry-draft';
import { JudgementTag } from './judgement-tag';
import { ResultsImportDialog } from './results-import-dialog';
import { ItemCell, ResultSummary } from './results-table';
import styles from './results.module.css';

type Drafts = Record<string, Draft>;

/** 录入结果: a row per sample × item × element, judged as one types; 保存 stores the whole sheet as a draft. */
export function ResultEntry({ sheet }: { sheet: ResultSheet }) {
  const [drafts, setDrafts] = useState<Drafts>(() => Object.fromEntries(sheet.rows.map((r) => [r.key, draftOf(r)])));
  const [testDate, setTestDate] = useState<Dayjs | null>(sheet.testDate ? dayjs(sheet.testDate) : null);
  const [remark, setRemark] = useState(sheet.remark);
  const [importing, setImporting] = useState(false);
  const save = useSaveResults();
  const show = useResultMessage();
  const edit = (key: string, patch: Partial<Draft>) => setDrafts((all) => ({ ...all, [key]: { ...all[key]!, ...patch } }));
  const d = (r: ResultRow) => drafts[r.key]!;
  const filled = sheet.rows.filter((r) => isDraftFilled(d(r))).length;
  const many = sheet.fromSampleSheet || sheet.rows.some((r) => r.sampleCount > 1);
  const live = { ...sheet, conclusion: overallJudgement(sheet.rows.map((r) => judgementOf(r, d(r)))), failedItems: [] };
  const readOnly = !sheet.editable;
  const correcting = sheet.editable && sheet.status !== ORDER_STATUS.TESTING;

  const valueCell = (r: ResultRow) => {
    const draft = d(r);
    if (ruleOf(r, draft)?.kind === 'qualitative')
      return (
        <Select<'yes' | 'no'>
          size="small"
          style={{ width: 120 }}
          placeholder="请选择"
          disabled={readOnly || draft.notApplicable}
          value={draft.conforms === null ? undefined : draft.conforms ? 'yes' : 'no'}
          onChange={(v) => edit(r.key, { conforms: v === 'yes' })}
          options={[
            { value: 'yes', label: '符合规定' },
            { value: 'no', label: '不符合规定' },
          ]}
          aria-label={`${r.itemName}${r.subject ?? ''} 结论`}
        />
      );
    return (
      <Input
        size="small"
        className={styles.value}
        inputMode="decimal"
        placeholder={draft.notDetected ? '未检出' : '检测值'}
        disabled={readOnly || draft.notDetected || draft.notApplicable}
        value={draft.value}
        onChange={(e) => edit(r.key, { value: e.target.value })}
        aria-label={`${r.itemName}${r.subject ?? ''} 样品${r.sampleIndex} 检测值`}
      />
    );
  };

  async function onSave() {
    const rows = sheet.rows.map((r) => inputOf(r, d(r)));
    await show(save.mutateAsync({ orderId: sheet.orderId, testDate: testDate ? testDate.format('YYYY-MM-DD') : null, remark: remark.trim(), rows }));
  }

  return (
    <div data-testid="result-entry">
      {correcting ? (
        <Alert
          type="warning"
          showIcon
          className={styles.correcting}
          message="本订单已出具报告：此处保存的是更正后的结果"
          description="更正不会直接发给委托方。保存后请在订单详情中「替换报告」（可根据更正后的结果生成新报告），新报告出具后委托方看到的才是更正后的结果，原报告的结果作为历史版本保留。"
        />
      ) : null}
      <ResultSummary sheet={live} />
      <Table<ResultRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={sheet.rows}
        scroll={{ x: 1280 }}
        rowClassName={(r) => (judgementOf(r, d(r)) === 'fail' ? styles.failRow! : '')}
        columns={[
          { title: '检测项目', key: 'item', width: 200, fixed: 'left', render: (_, r) => <ItemCell r={r} /> },
          ...(many ? [{ title: '样品', key: 'sample', width: sheet.fromSampleSheet ? 140 : 64, render: (_: unknown, r: ResultRow) => r.sampleLabel }] : []),
          {
            title: '标准规定',
            key: 'limit',
            width: 170,
            render: (_, r) =>
              r.limitEditable ? (
                <Input size="small" placeholder="如 不得过8.0%" disabled={readOnly} value={d(r).limitText} onChange={(e) => edit(r.key, { limitText: e.target.value })} title={formatRule(ruleOf(r, d(r)))} />
              ) : (
                <span title={r.limitText}>{r.limitDisplay}</span>
              ),
          },
          { title: '检测值', key: 'value', width: 130, render: (_, r) => valueCell(r) },
          { title: '单位', key: 'unit', width: 90, render: (_, r) => <Input size="small" className={styles.unit} disabled={readOnly} value={d(r).unit} onChange={(e) => edit(r.key, { unit: e.target.value })} /> },
          {
            title: '未检出',
            key: 'nd',
            width: 70,
            render: (_, r) => <Checkbox disabled={readOnly || d(r).notApplicable} checked={d(r).notDetected} onChange={(e) => edit(r.key, { notDetected: e.target.checked, value: e.target.checked ? '' : d(r).value })} />,
          },
          { title: '检出限', key: 'dl', width: 90, render: (_, r) => <Input size="small" disabled={readOnly} value={d(r).detectionLimit} onChange={(e) => edit(r.key, { detectionLimit: e.target.value })} /> },
          { title: '检测方法', key: 'method', width: 200, render: (_, r) => <Input size="small" disabled={readOnly} value={d(r).method} onChange={(e) => edit(r.key, { method: e.target.value })} /> },
          { title: '单项结论', key: 'judgement', width: 90, render: (_, r) => <JudgementTag judgement={judgementOf(r, d(r))} /> },
          { title: '不适用', key: 'na', width: 70, render: (_, r) => <Checkbox disabled={readOnly} checked={d(r).notApplicable} onChange={(e) => edit(r.key, { notApplicable: e.target.checked })} /> },
          { title: '备注', key: 'note', width: 160, render: (_, r) => <Input size="small" disabled={readOnly} value={d(r).note} maxLength={200} onChange={(e) => edit(r.key, { note: e.target.value })} /> },
        ]}
      />
      <div className={styles.toolbar}>
        <span>
          检测日期 <DatePicker size="small" disabled={readOnly} value={testDate} onChange={(v) => setTestDate(v)} aria-label="检测日期" />
        </span>
        <Input.TextArea disabled={readOnly} value={remark} maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} placeholder="结论备注（可选）" onChange={(e) => setRemark(e.target.value)} style={{ maxWidth: 420 }} />
        <span data-testid="result-progress" className={filled < sheet.rows.length ? styles.hint : undefined}>
          已填写 {filled} / {sheet.rows.length} 行{filled < sheet.rows.length ? '，全部填写后方可出具报告' : ''}
        </span>
        {readOnly ? (
          <span className={styles.hint}>订单不在“检测中”且没有有效报告，结果不可再修改</span>
        ) : (
          <>
            <Button onClick={() => setImporting(true)}>从 Excel 导入</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
              保存检测结果
            </Button>
          </>
        )}
      </div>
      {readOnly ? null : <ResultsImportDialog orderId={sheet.orderId} orderNo={sheet.orderNo} open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}
