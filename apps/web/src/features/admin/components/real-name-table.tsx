import { adminCalls, formatDate, MEMBER_INFO_STATUS, MEMBER_TYPE, MEMBER_TYPE_LABELS, type AdminRealNamePage, type AdminRealNameRow } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Uploader } from '@/components/uploader/uploader';
import { MaskedValue } from './masked-value';
import { ReviewActions, type ReviewDecisions } from './review-actions';
import styles from './admin.module.css';

const DECISIONS: ReviewDecisions = {
  approve: adminCalls.approveRealName,
  question: '确认该会员的实名认证信息真实有效并审核通过？',
  reject: adminCalls.rejectRealName,
  hint: '驳回原因将展示给会员，会员可修改后重新提交。',
};

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

const COLUMNS: readonly TableColumn<AdminRealNameRow>[] = [
  { key: 'account', title: '账号', width: 170, render: (r) => (<>{r.userAccount}<div className={styles.hint}><MaskedValue kind="member" id={r.memberId} field="mobile" masked={r.mobile} /></div></>) },
  { key: 'type', title: '会员类型', width: 100, render: (r) => MEMBER_TYPE_LABELS[r.memberType] },
  { key: 'submitted', title: '提交的认证信息', render: (r) => <Submitted row={r} /> },
  { key: 'status', title: '状态', width: 160, render: (r) => (<>{r.infoStatusName}{r.rejectReason ? <div className={styles.reason}>驳回原因：{r.rejectReason}</div> : null}</>) },
  { key: 'at', title: '提交时间', width: 150, render: (r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
  {
    key: 'actions',
    title: '操作',
    width: 150,
    render: (r) => (r.infoStatus === MEMBER_INFO_STATUS.PENDING_REVIEW ? <ReviewActions target={{ id: r.memberId, subject: r.userAccount }} decisions={DECISIONS} /> : null),
  },
];

/** Members' real-name submissions (§4 member info 1 → 2 or 3); 通过 / 驳回 while pending. */
export function RealNameTable({ page, loading, onPage }: { page: AdminRealNamePage; loading: boolean; onPage: (n: number) => void }) {
  return <PagedTable<AdminRealNameRow> data-testid="realname-table" columns={COLUMNS} page={page} rowKey={(r) => r.memberId} loading={loading} onPage={onPage} totalUnit="条" />;
}
