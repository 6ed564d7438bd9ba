import { useState } from 'react';
import { Button, Table } from 'antd';
import { formatDate, type AdminSettlementPage, type AdminSettlementRow } from '@tcm/shared';
import { MaskedValue } from './masked-value';
import { SettlementActions } from './settlement-actions';
import { SettlementDrawer } from './settlement-drawer';
import styles from './admin.module.css';

/** Institutions' settlement applications; 详情 opens everything they submitted. */
export function SettlementTable({ page, loading, onPage }: { page: AdminSettlementPage; loading: boolean; onPage: (n: number) => void }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <Table<AdminSettlementRow>
        rowKey="id"
        loading={loading}
        dataSource={page.list}
        data-testid="settlement-table"
        pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '机构名称', key: 'name', render: (_, r) => (<>{r.companyName}<div className={styles.hint}>{r.unifyCode}</div></>) },
          { title: '联系人', key: 'contact', width: 170, render: (_, r) => (<>{r.contactName}<div className={styles.hint}><MaskedValue kind="settlement" id={r.id} field="mobile" masked={r.mobile} /></div></>) },
          { title: '地区', key: 'area', width: 150, render: (_, r) => `${r.province} ${r.city}` },
          { title: '状态', key: 'status', width: 160, render: (_, r) => (<>{r.statusName}{r.rejectReason ? <div className={styles.reason}>驳回原因：{r.rejectReason}</div> : null}</>) },
          { title: '申请时间', key: 'at', width: 150, render: (_, r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, r) => (
              <div className={styles.actions}>
                <Button size="small" onClick={() => setViewing(r.id)}>详情</Button>
                <SettlementActions row={r} />
              </div>
            ),
          },
        ]}
      />
      <SettlementDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
