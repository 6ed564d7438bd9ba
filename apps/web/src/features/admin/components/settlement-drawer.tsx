import { Descriptions, Drawer, Skeleton } from 'antd';
import { formatDate, type AdminSettlementDetail, type SignedAttachment } from '@tcm/shared';
import { useSettlement } from '../api/get-settlement';
import { SettlementActions } from './settlement-actions';
import { MaskedValue } from './masked-value';
import styles from './admin.module.css';

/** A private attachment through its short-lived signed link: images shown, PDFs linked. */
function Attachment({ label, file }: { label: string; file: SignedAttachment | null }) {
  if (!file) return <div className={styles.hint}>{label}：未上传</div>;
  const isPdf = file.path.toLowerCase().endsWith('.pdf');
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {isPdf ? (
        <a href={file.signedUrl} target="_blank" rel="noreferrer">
          查看 PDF
        </a>
      ) : (
        <a href={file.signedUrl} target="_blank" rel="noreferrer">
          <img className={styles.thumb} src={file.signedUrl} alt={label} />
        </a>
      )}
    </figure>
  );
}

function Fields({ d }: { d: AdminSettlementDetail }) {
  return (
    <>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 150 } }}>
        <Descriptions.Item label="机构名称">{d.companyName}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{d.unifyCode}</Descriptions.Item>
        <Descriptions.Item label="联系人">{d.contactName}</Descriptions.Item>
        <Descriptions.Item label="联系手机">
          <MaskedValue kind="settlement" id={d.id} field="mobile" masked={d.mobile} />
        </Descriptions.Item>
        <Descriptions.Item label="电子邮箱">{d.email}</Descriptions.Item>
        <Descriptions.Item label="所在地区">{`${d.province} ${d.city}`}</Descriptions.Item>
        <Descriptions.Item label="详细地址">{d.address}</Descriptions.Item>
        <Descriptions.Item label="CMA 证书编号">{d.cmaCertNo}</Descriptions.Item>
        <Descriptions.Item label="CNAS 证书编号">{d.cnasCertNo ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="检测品类">{d.categories.map((c) => c.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="检测项目">{d.testItems.map((t) => t.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="机构简介">
          <p className={styles.pre}>{d.intro}</p>
        </Descriptions.Item>
        <Descriptions.Item label="状态">{d.statusName}</Descriptions.Item>
        {d.rejectReason ? <Descriptions.Item label="驳回原因">{d.rejectReason}</Descriptions.Item> : null}
        <Descriptions.Item label="申请时间">{formatDate(d.createdAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
        {d.reviewedAt ? <Descriptions.Item label="审核时间">{formatDate(d.reviewedAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item> : null}
      </Descriptions>
      <h3 className={styles.sectionTitle}>资质附件</h3>
      <div className={styles.attachments} data-testid="settlement-attachments">
        <Attachment label="营业执照" file={d.license} />
        <Attachment label="CMA 资质证书" file={d.cmaCert} />
        <Attachment label="CNAS 认可证书" file={d.cnasCert} />
      </div>
    </>
  );
}

/** Everything an applicant submitted, with 通过 / 驳回 while it is pending. */
export function SettlementDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useSettlement(id);
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title="入驻申请详情" size="large" destroyOnHidden extra={d ? <SettlementActions row={d} /> : null}>
      {d ? <Fields d={d} /> : detail.isError ? <p>详情加载失败，请稍后重试</p> : <Skeleton active />}
    </Drawer>
  );
}
