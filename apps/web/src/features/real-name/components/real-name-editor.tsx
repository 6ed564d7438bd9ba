import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import {
  ACCOUNT_MESSAGES,
  chinese,
  idCard,
  MEMBER_TYPE,
  required,
  requiredList,
  RETCODE,
  unifiedCreditCode,
  type SubmitRealNameBody,
} from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { UploadField } from '@/components/uploader/upload-field';
import { recheckOnBlur, useLiteForm } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { useSubmitRealName } from '../api/submit-real-name';
import type { RealNameDetail } from './real-name-detail';
import styles from './real-name.module.css';

const LABEL_WIDTH = 160;
type Values = { realName: string; idCard: string; companyName: string; unifyCode: string; licenseUrl: string };

/** Refusals about one field are shown under it; any other as a toast. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof Values>> = {
  [ACCOUNT_MESSAGES.creditCodeTaken]: 'unifyCode',
  [ACCOUNT_MESSAGES.creditCodeInvalid]: 'unifyCode',
  [ACCOUNT_MESSAGES.licenseNotYours]: 'licenseUrl',
};

const PERSONAL_RULES = { realName: [required, chinese], idCard: [required, idCard] };
const CORPORATE_RULES = { companyName: [required], unifyCode: [required, unifiedCreditCode], licenseUrl: [requiredList] };

function toBody(corporate: boolean, v: Values): SubmitRealNameBody {
  if (corporate) return { companyName: v.companyName.trim(), unifyCode: v.unifyCode, licenseUrl: v.licenseUrl };
  return { realName: v.realName.trim(), idCard: v.idCard };
}

/**
 * The fields of the member's type with the §5 rules — personal: 真实姓名 and
 * 身份证号; corporate: 企业名称, 统一社会信用代码 (format only: the code is the
 * member's own, already registered) and the 营业执照 image, watermarked.
 * Plain elements, no antd (issue #18).
 */
export function RealNameEditor({ detail, onSubmitted }: { detail: RealNameDetail; onSubmitted: () => void }) {
  const corporate = detail.memberType === MEMBER_TYPE.CORPORATE;
  const initial: Values = {
    realName: corporate ? '' : (detail.realName ?? ''),
    idCard: '',
    companyName: corporate ? (detail.sysCompany?.companyName ?? '') : '',
    unifyCode: corporate ? (detail.sysCompany?.unifyCode ?? '') : '',
    licenseUrl: '',
  };
  const form = useLiteForm(initial, corporate ? CORPORATE_RULES : PERSONAL_RULES);
  const submission = useSubmitRealName();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    try {
      const result = await submission.mutateAsync(toBody(corporate, values));
      if (result.retcode === RETCODE.SUCCESS) {
        notifier().success(result.retmsg);
        onSubmitted();
        return;
      }
      const field = FIELD_OF_REFUSAL[result.retmsg];
      if (field) form.setError(field, result.retmsg);
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  /** A code's field: upper case, no spaces, as it is printed (antd's normalize before). */
  const codeInput = (name: 'idCard' | 'unifyCode') => ({
    ...form.input(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value.toUpperCase().trim()),
  });
  const text = (name: keyof Values, label: string, control: ReactNode) => (
    <Field id={form.idOf(name)} label={label} error={form.errors[name]} layout="horizontal" labelWidth={LABEL_WIDTH} required>
      {control}
    </Field>
  );

  return (
    <form noValidate name={corporate ? 'real-name-corporate' : 'real-name-personal'} onSubmit={(event) => void submit(event)} onBlur={(event) => recheckOnBlur(form, event)}>
      {corporate ? (
        <>
          {text('companyName', '企业名称', <AffixInput {...form.input('companyName')} placeholder="请输入与营业执照一致的企业名称" maxLength={100} autoComplete="organization" />)}
          {text('unifyCode', '统一社会信用代码', <AffixInput {...codeInput('unifyCode')} placeholder="请输入18位统一社会信用代码" maxLength={18} />)}
          <UploadField
            id={form.idOf('licenseUrl')}
            label="营业执照"
            error={form.errors.licenseUrl}
            layout="horizontal"
            labelWidth={LABEL_WIDTH}
            required
            extra="上传营业执照图片（jpg、jpeg、png、gif，小于 30MB），平台将加盖水印"
            max={1}
            needWatermark
            scene="licence"
            value={form.values.licenseUrl}
            onChange={(v) => form.setValue('licenseUrl', v)}
          />
        </>
      ) : (
        <>
          {text('realName', '真实姓名', <AffixInput {...form.input('realName')} placeholder="请输入真实姓名（中文）" maxLength={30} autoComplete="name" />)}
          {text('idCard', '身份证号', <AffixInput {...codeInput('idCard')} placeholder="请输入15位或18位身份证号" maxLength={18} />)}
        </>
      )}
      <div className={styles.actions} style={{ paddingInlineStart: LABEL_WIDTH }}>
        <Button kind="primary" htmlType="submit" loading={submission.isPending}>
          提交认证
        </Button>
      </div>
    </form>
  );
}
