import { useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { addTechTalkBodySchema, required, RETCODE, type TechTalkForm as TechTalkValues } from '@tcm/shared';
import { ruleOf, schemaRule } from '@/lib/form-rules';
import { useAddTechTalk } from '../api/add-tech-talk';
import styles from './achievements.module.css';

type Values = Omit<TechTalkValues, 'achievementId'>;
const shape = addTechTalkBodySchema.shape;
const rulesOf = (field: keyof Values) => [ruleOf(required), schemaRule(shape[field])];

/** 技术洽谈: anyone may ask the owner of an achievement to get in touch (§5 rules on name and mobile). */
export function TechTalkForm({ achievementId, defaults }: { achievementId: number; defaults?: Partial<Values> }) {
  const [form] = Form.useForm<Values>();
  const send = useAddTechTalk();
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const result = await send.mutateAsync({ ...values, achievementId });
      if (result.retcode === RETCODE.SUCCESS) setSent(result.retmsg);
      else setRefusal(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <aside className={styles.talk} aria-label="技术洽谈">
      <h2 className={styles.talkTitle}>技术洽谈</h2>
      <p className={styles.talkLead}>留下联系方式与需求，成果方将与您联系。</p>
      {sent ? (
        <Result
          status="success"
          title={sent}
          data-testid="tech-talk-sent"
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                setSent(null);
              }}
            >
              再次洽谈
            </Button>
          }
        />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={defaults} validateTrigger={['onChange', 'onBlur']} onFinish={(v) => void submit(v)}>
          <Form.Item name="name" label="联系人" required validateFirst rules={rulesOf('name')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="mobile" label="手机号" required rules={[schemaRule(shape.mobile)]}>
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
          <Form.Item name="company" label="单位名称" required validateFirst rules={rulesOf('company')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="message" label="洽谈内容" required validateFirst rules={rulesOf('message')}>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder="如：希望了解技术许可费用与合作方式" />
          </Form.Item>
          {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" block loading={send.isPending}>
            提交洽谈申请
          </Button>
        </Form>
      )}
    </aside>
  );
}
