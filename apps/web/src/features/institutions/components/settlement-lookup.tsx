import { useState, type FormEvent } from 'react';
import {
  formatDate,
  mobile,
  required,
  RETCODE,
  SETTLEMENT_STATUS,
  unifiedCreditCode,
  type SettleApplicationState,
  type SettlementStatus,
} from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Descriptions } from '@/components/lite/descriptions/descriptions';
import { Field } from '@/components/lite/field/field';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { useLiteForm } from '@/lib/lite-form';
import { querySettleCompany } from '../api/query-settle-company';
import styles from './settlement.module.css';

const STATUS_COLOR: Record<SettlementStatus, TagColor> = {
  [SETTLEMENT_STATUS.PENDING]: 'processing',
  [SETTLEMENT_STATUS.APPROVED]: 'green',
  [SETTLEMENT_STATUS.REJECTED]: 'red',
};

/** What the lookup found: the state, and the reason of a rejection. */
export function ApplicationState({ state }: { state: SettleApplicationState }) {
  return (
    <div className={styles.state} data-testid="settlement-state">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'company', label: '企业名称', children: state.companyName },
          { key: 'id', label: '申请编号', children: state.id },
          { key: 'status', label: '审核状态', children: <Tag color={STATUS_COLOR[state.status]}>{state.statusName}</Tag> },
          { key: 'created', label: '提交时间', children: formatDate(state.createdAt, 'YYYY-MM-DD HH:mm') },
          ...(state.reviewedAt ? [{ key: 'reviewed', label: '审核时间', children: formatDate(state.reviewedAt, 'YYYY-MM-DD HH:mm') }] : []),
          ...(state.status === SETTLEMENT_STATUS.REJECTED ? [{ key: 'reason', label: '驳回原因', children: state.rejectReason || '未说明' }] : []),
        ]}
      />
    </div>
  );
}

const RULES = { unifyCode: [required, unifiedCreditCode], mobile: [mobile] };

/**
 * 查询申请进度: the credit code and the application's mobile together find it (querySettleCompany).
 * Plain elements (the introduce page loads without antd, issue #18).
 */
export function SettlementLookup({ initial }: { initial?: { unifyCode: string; mobile: string } }) {
  const form = useLiteForm(initial ?? { unifyCode: '', mobile: '' }, RULES);
  const [state, setState] = useState<SettleApplicationState | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    setRefusal(null);
    setState(null);
    try {
      const result = await querySettleCompany(values.unifyCode, values.mobile);
      if (result.retcode === RETCODE.SUCCESS && result.data) setState(result.data);
      else setRefusal(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  const code = form.input('unifyCode');
  return (
    <div className={styles.lookup} data-testid="settlement-lookup">
      <form noValidate className={styles.lookupForm} onSubmit={(event) => void lookUp(event)}>
        <Field layout="inline" id={code.id} label="统一社会信用代码" error={form.errors.unifyCode}>
          <AffixInput
            {...code}
            onChange={(event) => form.setValue('unifyCode', event.target.value.toUpperCase().trim())}
            placeholder="18位统一社会信用代码"
            maxLength={18}
            className={styles.lookupCode}
          />
        </Field>
        <Field layout="inline" id={form.idOf('mobile')} label="申请手机号" error={form.errors.mobile}>
          <AffixInput {...form.input('mobile')} placeholder="提交申请时填写的手机号" maxLength={11} inputMode="tel" />
        </Field>
        <Button kind="primary" htmlType="submit" loading={busy}>
          查询进度
        </Button>
      </form>
      {refusal ? <Alert type="warning" title={refusal} className={styles.refusal} /> : null}
      {state ? <ApplicationState state={state} /> : null}
    </div>
  );
}
