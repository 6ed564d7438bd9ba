import { useState } from 'react';
import { Button, Table } from 'antd';
import { formatDate, MEMBER_INFO_STATUS, MEMBER_TYPE, MEMBER_TYPE_LABELS, type AdminRealNamePage, type AdminRealNameRow } from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { MaskedValue } from './masked-value';
import { ApproveDialog, RejectDialog, type ReviewTarget } from './review-dialogs';
import styles from './admin.module.css';

/** What the member submitted: a person's name and ID number, or a company's name, credit code and licence. */
function Submitted({ row }: { row: AdminRealNameRow }) {
  if (row.memberType !== MEMBER_TYPE.CORPORATE) {
    return (
      <>
        <div>姓名：{row.realName ?? '—'}</div>
        <div>
          身份证号：<MaskedValue kind="member" id={row.memberId} field="idCard" masked={row.idCard} />
        </div>
      </>
    );
  }
  return (
    <>
      <div>企业名称：{row.companyName ?? '—'}</div>
      <div>统一社会信用代码：{row.unifyCode ?? '—'}</div>
      {row.licenseUrl ? <Uploader value={row.licenseUrl} edit={false} privateFiles /> : <div className={styles.hint}>未上传营业执照</div>}
    </>
  );
}

/** Members' real-name submissions (§4 member info 1 → 2 or 3); 通过 / 驳回 while pending. */
export function RealNameTable({ page, loading, onPage }: { page: AdminRealNamePage; loading: boolean; onPage: (n: number) => void }) {
  const [approving, setApproving] = useState<ReviewTarget | null>(null);
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  return (
    <>
      <Table<AdminRealNameRow>
        rowKey="memberId"
        loading={loading}
        dataSource={page.list}
        data-testid="realname-table"
        pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '账号', key: 'account', width: 170, render: (_, r) => (<>{r.userAccount}<div className={styles.hint}><MaskedValue kind="member" id={r.memberId} field="mobile" masked={r.mobile} /></div></>) },
          { title: '会员类型', key: 'type', width: 100, render: (_, r) => MEMBER_TYPE_LABELS[r.memberType] },
          { title: '提交的认证信息', key: 'submitted', render: (_, r) => <Submitted row={r} /> },
          {
            title: '状态',
            key: 'status',
            width: 160,
            render: (_, r) => (<>{r.infoStatusName}{r.rejectReason ? <div className={styles.reason}>驳回原因：{r.rejectReason}</div> : null}</>),
          },
          { title: '提交时间', key: 'at', width: 150, render: (_, r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, r) =>
              r.infoStatus === MEMBER_INFO_STATUS.PENDING_REVIEW ? (
                <div className={styles.actions}>
                  <Button size="small" type="primary" onClick={() => setApproving({ id: r.memberId, subject: r.userAccount })}>通过</Button>
                  <Button size="small" danger onClick={() => setRejecting({ id: r.memberId, subject: r.userAccount })}>驳回</Button>
                </div>
              ) : null,
          },
        ]}
      />
      {approving ? <ApproveDialog action="member/approveRealName" target={approving} question="确认该会员的实名认证信息真实有效并审核通过？" onClose={() => setApproving(null)} /> : null}
      {rejecting ? <RejectDialog action="member/rejectRealName" target={rejecting} hint="驳回原因将展示给会员，会员可修改后重新提交。" onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
