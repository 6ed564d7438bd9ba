import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Tag } from 'antd';
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
import { ruleOf } from '@/lib/form-rules';
import { querySettleCompany } from '../api/query-settle-company';
import styles from './settlement.module.css';

const STATUS_COLOR: Record<SettlementStatus, string> = {
  [SETTLEMENT_STATUS.PENDING]: 'processing',
  [SETTLEMENT_STATUS.APPROVED]: 'success',
  [SETTLEMENT_STATUS.REJECTED]: 'error',
};

/** What the lookup found: the state, and the reason of a rejection. */
export function ApplicationState({ state }: { state: SettleApplicationState }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className={styles.state}
      data-testid="settlement-state"
      items={[
        { key: 'company', label: '企业名称', children: state.companyName },
        { key: 'id', label: '申请编号', children: state.id },
        { key: 'status', label: '审核状态', children: <Tag color={STATUS_COLOR[state.status]}>{state.statusName}</Tag> },
        { key: 'created', label: '提交时间', children: formatDate(state.createdAt, 'YYYY-MM-DD HH:mm') },
        ...(state.reviewedAt ? [{ key: 'reviewed', label: '审核时间', children: formatDate(state.reviewedAt, 'YYYY-MM-DD HH:mm') }] : []),
        ...(state.status === SETTLEMENT_STATUS.REJECTED
          ? [{ key: 'reason', label: '驳回原因', children: state.rejectReason || '未说明' }]
          : []),
      ]}
    />
  );
}

/** 查询申请进度: the credit code and the application's mobile together find it (querySettleCompany). */
export function SettlementLookup({ initial }: { initial?: { unifyCode: string; mobile: string } }) {
  const [state, setState] = useState<SettleApplicationState | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async (values: { unifyCode: string; mobile: string }) => {
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

  return (
    <div className={styles.lookup} data-testid="settlement-lookup">
      <Form layout="inline" name="settlement-lookup" initialValues={initial} onFinish={(v) => void lookUp(v)}>
        <Form.Item
          name="unifyCode"
          label="统一社会信用代码"
          validateFirst
          normalize={(value: string) => value.toUpperCase().trim()}
          rules={[ruleOf(required, unifiedCreditCode)]}
        >
          <Input placeholder="18位统一社会信用代码" maxLength={18} className={styles.lookupCode} />
        </Form.Item>
        <Form.Item name="mobile" label="申请手机号" rules={[ruleOf(mobile)]}>
          <Input placeholder="提交申请时填写的手机号" maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            查询进度
          </Button>
        </Form.Item>
      </Form>
      {refusal ? <Alert type="warning" showIcon title={refusal} className={styles.refusal} /> : null}
      {state ? <ApplicationState state={state} /> : null}
    </div>
  );
}
