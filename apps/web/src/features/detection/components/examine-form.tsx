import { useState } from 'react';
import { App, Button, Form, Input, Result } from 'antd';
import { ORDER_MESSAGES, phoneOrLandline, required, RETCODE, type AddQualityInfoBody } from '@tcm/shared';
import { ruleOf } from '@/lib/form-rules';
import { useAddQualityInfo } from '../api/add-quality-info';
import styles from './detection.module.css';

const need = ruleOf(required);
const max = (n: number, label: string) => ({ max: n, message: `${label}不能超过${n}个字` });

/**
 * 送检申请 (§7 qualityInfo): for a member — or a visitor — who does not know what to order.
 * Sample, purpose, wishes and contact are recorded for the platform's operators.
 */
export function ExamineForm({ defaults, onDone }: { defaults?: Partial<AddQualityInfoBody>; onDone?: () => void }) {
  const [form] = Form.useForm<AddQualityInfoBody>();
  const { message } = App.useApp();
  const submit = useAddQualityInfo();
  const [receipt, setReceipt] = useState<string | null>(null);

  const finish = async (values: AddQualityInfoBody) => {
    try {
      const result = await submit.mutateAsync(values);
      if (result.retcode !== RETCODE.SUCCESS) return void message.error(result.retmsg);
      setReceipt(result.retmsg || ORDER_MESSAGES.qualityInfoSubmitted);
    } catch {
      // the request client has shown what went wrong
    }
  };

  if (receipt) {
    return (
      <Result
        status="success"
        title={receipt}
        data-testid="examine-done"
        extra={[
          <Button key="again" onClick={() => (form.resetFields(), setReceipt(null))}>
            再提交一份
          </Button>,
          onDone ? (
            <Button key="detect" type="primary" onClick={onDone}>
              自行选择检测项目
            </Button>
          ) : null,
        ]}
      />
    );
  }

  return (
    <Form<AddQualityInfoBody> form={form} layout="horizontal" labelCol={{ flex: '110px' }} initialValues={defaults} onFinish={(v) => void finish(v)} className={styles.step}>
      <Form.Item name="sampleName" label="样品名称" rules={[need, max(50, '样品名称')]}>
        <Input placeholder="如：黄芪饮片" />
      </Form.Item>
      <Form.Item name="purpose" label="检测目的" rules={[need, max(200, '检测目的')]}>
        <Input placeholder="如：入库验收、产品上市前自检、委托第三方出具报告" />
      </Form.Item>
      <Form.Item name="wishes" label="检测需求" rules={[max(1000, '检测需求')]}>
        <Input.TextArea rows={4} showCount maxLength={1000} placeholder="希望检测的指标、执行标准、期望周期等，不确定可不填" />
      </Form.Item>
      <Form.Item name="companyName" label="单位名称" rules={[max(100, '单位名称')]}>
        <Input />
      </Form.Item>
      <Form.Item name="contactName" label="联系人" rules={[need, max(30, '联系人')]}>
        <Input />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={[ruleOf(required, phoneOrLandline)]}>
        <Input placeholder="手机号或座机号" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交申请
        </Button>
      </Form.Item>
    </Form>
  );
}
