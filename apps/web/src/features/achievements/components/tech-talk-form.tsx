import { useState, type FormEvent } from 'react';
import { mobile, required, RETCODE, type Validator } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Field, helpIdOf } from '@/components/lite/field/field';
import { Result } from '@/components/lite/result/result';
import { TextArea } from '@/components/lite/text-area/text-area';
import { useLiteForm, type LiteRules } from '@/lib/lite-form';
import { useAddTechTalk } from '../api/add-tech-talk';
import styles from './achievements.module.css';

interface Values extends Record<string, string> {
  name: string;
  mobile: string;
  company: string;
  message: string;
}

/** The server's text rule (addTechTalkBodySchema): filled in after trimming, at most `max` characters. */
const text =
  (label: string, max: number): Validator =>
  (value) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed === '') return `请输入${label}`;
    return trimmed.length > max ? `${label}不能超过${max}个字` : undefined;
  };

const RULES: LiteRules<Values> = {
  name: [required, text('联系人', 20)],
  mobile: [mobile],
  company: [required, text('单位名称', 50)],
  message: [required, text('洽谈内容', 500)],
};

/**
 * 技术洽谈: anyone may ask the owner of an achievement to get in touch (§5 rules on name and mobile).
 * Plain elements (no antd, issue #18): the rules run on each change and on submit.
 */
export function TechTalkForm({ achievementId, defaults }: { achievementId: number; defaults?: Partial<Values> }) {
  const form = useLiteForm<Values>({ name: '', mobile: '', company: '', message: '', ...defaults }, RULES);
  const send = useAddTechTalk();
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setRefusal(null);
    try {
      const result = await send.mutateAsync({ ...values, achievementId });
      if (result.retcode === RETCODE.SUCCESS) setSent(result.retmsg);
      else setRefusal(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  const line = (name: 'name' | 'mobile' | 'company', label: string, maxLength: number, inputMode?: 'tel') => (
    <Field id={form.idOf(name)} label={label} error={form.errors[name]} required>
      <AffixInput {...form.input(name)} maxLength={maxLength} inputMode={inputMode} aria-required="true" />
    </Field>
  );

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
                form.reset();
                setSent(null);
              }}
            >
              再次洽谈
            </Button>
          }
        />
      ) : (
        <form className={styles.talkForm} noValidate onSubmit={(e) => void submit(e)}>
          {line('name', '联系人', 20)}
          {line('mobile', '手机号', 11, 'tel')}
          {line('company', '单位名称', 50)}
          <Field id={form.idOf('message')} label="洽谈内容" error={form.errors.message} required>
            <TextArea
              showCount
              id={form.idOf('message')}
              name="message"
              rows={4}
              maxLength={500}
              placeholder="如：希望了解技术许可费用与合作方式"
              value={form.values.message}
              invalid={Boolean(form.errors.message)}
              aria-required="true"
              aria-describedby={form.errors.message ? helpIdOf(form.idOf('message')) : undefined}
              onChange={(e) => form.setValue('message', e.target.value)}
            />
          </Field>
          {refusal ? <Alert type="error" title={refusal} className={styles.refusal} /> : null}
          <Button kind="primary" htmlType="submit" block loading={send.isPending}>
            提交洽谈申请
          </Button>
        </form>
      )}
    </aside>
  );
}
