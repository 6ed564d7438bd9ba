import { Link } from 'react-router';
import { formatDate, INSTITUTION_MESSAGES, type SettleApplicationReceipt } from '@tcm/shared';
import { Result } from '@/components/lite/result/result';
import { paths } from '@/config/paths';
import { SettlementLookup } from './settlement-lookup';
import styles from './settlement.module.css';

/** After submitting: the receipt, and the lookup already filled with the code and mobile it needs. */
export function SettlementReceipt({ receipt, unifyCode, mobile }: { receipt: SettleApplicationReceipt; unifyCode: string; mobile: string }) {
  return (
    <div data-testid="settlement-receipt">
      <Result
        status="success"
        title={INSTITUTION_MESSAGES.applicationSubmitted}
        subTitle={`申请编号 ${receipt.id} · ${receipt.statusName} · 提交于 ${formatDate(receipt.createdAt, 'YYYY-MM-DD HH:mm')}`}
      />
      <div className={styles.receiptHelp}>
        <p>
          审核期间及审核之后，可随时在
          <Link to={`${paths.organizationIntroduce.getHref()}#lookup`}>机构入驻说明</Link>
          页面用统一社会信用代码和申请手机号查询审核进度；下方已填好本次申请的信息。
        </p>
        <SettlementLookup initial={{ unifyCode, mobile }} />
      </div>
    </div>
  );
}
