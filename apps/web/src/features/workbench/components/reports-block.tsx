import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { formatDate, REPORT_STATUS, type InstitutionReport, type ReportStatus } from '@tcm/shared';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { useOrderReports } from '../api/query-order-reports';
import { ReplaceReportDialog, RevokeReportDialog } from './report-dialogs';
import styles from './workbench.module.css';

const STATUS_COLOR: Record<ReportStatus, string> = { [REPORT_STATUS.VALID]: 'green', [REPORT_STATUS.REPLACED]: 'default', [REPORT_STATUS.REVOKED]: 'red' };
type Open = { change: 'replace' | 'revoke'; reportNo: string } | null;

/** The state of a report in one line: 有效, or replaced by which and why, or revoked and why. */
function StatusCell({ r }: { r: InstitutionReport }) {
  return (
    <>
      <Tag color={STATUS_COLOR[r.status]}>{r.statusName}</Tag>
      {r.replacedByNo ? <div className={styles.hint}>替换为 {r.replacedByNo}</div> : null}
      {r.statusReason ? <div className={styles.hint}>原因：{r.statusReason}</div> : null}
    </>
  );
}

/** 报告管理: every report the order has had; the current valid one can be replaced or revoked. */
export function ReportsBlock({ orderId }: { orderId: number }) {
  const reports = useOrderReports(orderId);
  const [open, setOpen] = useState<Open>(null);
  // Only the newest report, while valid, can change (the server checks the same).
  const currentId = reports.data?.[0]?.status === REPORT_STATUS.VALID ? reports.data[0].id : null;
  return (
    <>
      <Table<InstitutionReport>
        size="small"
        rowKey="id"
        pagination={false}
        loading={reports.isPending}
        dataSource={reports.data ?? []}
        data-testid="order-reports"
        locale={{ emptyText: reports.isError ? reports.error.message : '暂无报告' }}
        columns={[
          { title: '报告编号', key: 'no', render: (_, r) => (<><b>{r.reportNo}</b><div className={styles.hint}>验证码 {r.verifyCode}</div></>) },
          { title: '状态', key: 'status', width: 220, render: (_, r) => <StatusCell r={r} /> },
          { title: '出具时间', key: 'at', width: 150, render: (_, r) => formatDate(r.issuedAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '文件',
            key: 'files',
            width: 170,
            render: (_, r) => (
              <Space size={12}>
                <PrivateFileLink path={r.fileUrl} fileName={`检测报告-${r.reportNo}-盖章版`}>盖章版</PrivateFileLink>
                <PrivateFileLink path={r.originalUrl} fileName={`检测报告-${r.reportNo}-原件`}>原件</PrivateFileLink>
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 190,
            render: (_, r) =>
              r.id === currentId ? (
                <Space size={6}>
                  <Button size="small" type="primary" ghost onClick={() => setOpen({ change: 'replace', reportNo: r.reportNo })}>替换报告</Button>
                  <Button size="small" danger onClick={() => setOpen({ change: 'revoke', reportNo: r.reportNo })}>撤销报告</Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {open?.change === 'replace' ? <ReplaceReportDialog orderId={orderId} reportNo={open.reportNo} onClose={() => setOpen(null)} /> : null}
      {open?.change === 'revoke' ? <RevokeReportDialog orderId={orderId} reportNo={open.reportNo} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
