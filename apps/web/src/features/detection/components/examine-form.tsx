import { useState, type FormEvent } from 'react';
import { ORDER_MESSAGES, phoneOrLandline, required, RETCODE, type AddQualityInfoBody, type Validator } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { Result } from '@/components/lite/result/result';
import { TextArea } from '@/components/lite/text-area/text-area';
import { useLiteForm, type LiteRules } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { useAddQualityInfo } from '../api/add-quality-info';
import styles from './detection.module.css';
import formStyles from './examine-form.module.css';

/** antd's `max` rule on text: more than n characters gets 「label不能超过n个字」. */
const max =
  (n: number, label: string): Validator =>
  (value) =>
    typeof value === 'string' && value.length > n ? `${label}不能超过${n}个字` : undefined;

/** antd's labelCol flex 110px. */
const LABEL_WIDTH = 110;

type ExamineValues = Required<{ [K in keyof AddQualityInfoBody]: string }>;

const EMPTY: ExamineValues = { sampleName: '', purpose: '', wishes: '', companyName: '', contactName: '', contactPhone: '' };

const RULES: LiteRules<ExamineValues> = {
  sampleName: [required, max(50, '样品名称')],
  purpose: [required, max(200, '检测目的')],
  wishes: [max(1000, '检测需求')],
  companyName: [max(100, '单位名称')],
  contactName: [required, max(30, '联系人')],
  contactPhone: [required, phoneOrLandline],
};

/**
 * 送检申请 (§7 qualityInfo): for a member — or a visitor — who does not know what to order.
 * Sample, purpose, wishes and contact are recorded for the platform's operators.
 */
export function ExamineForm({ defaults, onDone }: { defaults?: Partial<AddQualityInfoBody>; onDone?: () => void }) {
  const initial = { ...EMPTY, ...defaults } as ExamineValues;
  const form = useLiteForm(initial, RULES);
  const submit = useAddQualityInfo();
  const [receipt, setReceipt] = useState<string | null>(null);

  const finish = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values || submit.isPending) return;
    try {
      const result = await submit.mutateAsync(values);
      if (result.retcode !== RETCODE.SUCCESS) return void notifier().error(result.retmsg);
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
        extra={
          <>
            <Button onClick={() => (form.reset(), setReceipt(null))}>再提交一份</Button>
            {onDone ? (
              <Button kind="primary" onClick={onDone}>
                自行选择检测项目
              </Button>
            ) : null}
          </>
        }
      />
    );
  }

  const text = (name: keyof ExamineValues, label: string, placeholder?: string) => (
    <Field id={form.idOf(name)} label={label} error={form.errors[name]} layout="horizontal" labelWidth={LABEL_WIDTH}>
      <AffixInput {...form.input(name)} placeholder={placeholder} />
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void finish(event)} className={styles.step}>
      {text('sampleName', '样品名称', '如：黄芪饮片')}
      {text('purpose', '检测目的', '如：入库验收、产品上市前自检、委托第三方出具报告')}
      <Field id={form.idOf('wishes')} label="检测需求" error={form.errors.wishes} layout="horizontal" labelWidth={LABEL_WIDTH}>
        <TextArea
          {...form.input('wishes')}
          rows={4}
          maxLength={1000}
          showCount
          placeholder="希望检测的指标、执行标准、期望周期等，不确定可不填"
          onChange={(event) => form.setValue('wishes', event.target.value)}
        />
      </Field>
      {text('companyName', '单位名称')}
      {text('contactName', '联系人')}
      {text('contactPhone', '联系电话', '手机号或座机号')}
      <div className={formStyles.submitRow}>
        <Button kind="primary" htmlType="submit" loading={submit.isPending}>
          提交申请
        </Button>
      </div>
    </form>
  );
}
