import { useState } from 'react';
import { Button, Table } from 'antd';
import { formatDate, type AdminQualityInfoPage, type AdminQualityInfoRow } from '@tcm/shared';
import { MaskedValue } from './masked-value';
import { canMark, QualityMarkDialog } from './quality-mark-dialog';
import styles from './admin.module.css';

/** Quality-inspection applications from /examine, with 处理 while a move is left. */
export function QualityTable({ page, loading, onPage }: { page: AdminQualityInfoPage; loading: boolean; onPage: (n: number) => void }) {
  const [marking, setMarking] = useState<AdminQualityInfoRow | null>(null);
  return (
    <>
      <Table<AdminQualityInfoRow>
        rowKey="id"
        loading={loading}
        dataSource={page.list}
        data-testid="quality-table"
        pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '样品', key: 'sample', width: 160, render: (_, r) => (<>{r.sampleName}<div className={styles.hint}>{r.memberAccount ?? '未登录提交'}</div></>) },
          { title: '检测目的 / 需求', key: 'purpose', render: (_, r) => (<><div>{r.purpose}</div><p className={`${styles.pre} ${styles.hint}`}>{r.wishes}</p></>) },
          { title: '联系人', key: 'contact', width: 220, render: (_, r) => (<>{r.contactName} <MaskedValue kind="qualityInfo" id={r.id} field="contactPhone" masked={r.contactPhone} /><div className={styles.hint}>{r.companyName}</div></>) },
          { title: '状态', key: 'status', width: 170, render: (_, r) => (<>{r.statusName}{r.note ? <div className={styles.hint}>说明：{r.note}</div> : null}</>) },
          { title: '提交时间', key: 'at', width: 150, render: (_, r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm') },
          { title: '操作', key: 'actions', width: 90, render: (_, r) => (canMark(r) ? <Button size="small" type="primary" onClick={() => setMarking(r)}>处理</Button> : null) },
        ]}
      />
      {marking ? <QualityMarkDialog row={marking} onClose={() => setMarking(null)} /> : null}
    </>
  );
}
