import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MEMBER_TYPE, RETCODE, type LoginResult, type MemberType, type OcrLicenseResult } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Checkbox } from '@/components/lite/checkbox/checkbox';
import { Field, helpIdOf } from '@/components/lite/field/field';
import { paths } from '@/config/paths';
import { recheckOnBlur, useLiteForm } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { register } from '../api/register';
import { useMobileAnswer } from '../hooks/use-mobile-check';
import { useLiteRefusal } from '../hooks/use-server-refusal';
import { useUnifyCodeAnswer } from '../hooks/use-unify-code-answer';
import { PasswordFieldsLite } from './password-fields-lite';
import { initialValues, registerRules, toBody } from './register-values';
import { SmsCodeFieldLite } from './sms-code-field-lite';
import styles from './auth-form.module.css';

const LABEL_WIDTH = 140;

/** 营业执照识别 (with the uploader) is the 企业会员 tab's only: loaded when that tab opens, not with the page. */
const LicenceOcrField = lazy(() => import('./licence-ocr-field').then((m) => ({ default: m.LicenceOcrField })));

/** The registration form of one member type (§5 rules, server checks on blur and submit). Plain elements, no antd (issue #18). */
export function RegisterForm({ memberType, onRegistered }: { memberType: MemberType; onRegistered: (result: LoginResult) => void }) {
  const form = useLiteForm(initialValues(memberType), registerRules((): string => form.get('password') ?? ''));
  const refusal = useLiteRefusal(form);
  const mobileAnswer = useMobileAnswer('free');
  const unifyCodeAnswer = useUnifyCodeAnswer();
  const [busy, setBusy] = useState(false);
  const element = useRef<HTMLFormElement>(null);

  /** A server check's message under its field, unless the value changed meanwhile; whether it passed. */
  const serverCheck = async (name: 'mobile' | 'unifyCode', answer: (value: string) => Promise<string | undefined>) => {
    const value = form.get(name) ?? '';
    const message = await answer(value);
    if (message && form.get(name) === value) form.setError(name, message);
    return message === undefined;
  };
  const checkUnifyCode = () => serverCheck('unifyCode', unifyCodeAnswer);

  // What OCR read goes into the fields; the credit code is then checked like a typed one.
  const fillFromLicence = ({ companyName, unifyCode }: OcrLicenseResult) => {
    if (companyName) form.setValue('companyName', companyName);
    if (unifyCode) {
      form.setValue('unifyCode', unifyCode);
      void checkUnifyCode();
    }
  };

  /** antd's scrollToFirstError: the first field with a message comes into view. */
  const showFirstError = () =>
    requestAnimationFrame(() => element.current?.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'nearest' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    const checks = values ? [serverCheck('mobile', mobileAnswer), ...(memberType === MEMBER_TYPE.CORPORATE ? [checkUnifyCode()] : [])] : [];
    if (!values || (await Promise.all(checks)).includes(false)) {
      showFirstError();
      return;
    }
    setBusy(true);
    refusal.clear();
    try {
      const result = await register(toBody(memberType, values));
      if (result.retcode === RETCODE.SUCCESS && result.data) {
        notifier().success(result.retmsg);
        onRegistered(result.data);
      } else {
        refusal.show(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  const row = { layout: 'horizontal', labelWidth: LABEL_WIDTH, required: true } as const;
  const agreeId = form.idOf('agree');
  return (
    <form ref={element} noValidate name={`register-${memberType}`} onSubmit={(event) => void submit(event)} onBlur={(event) => recheckOnBlur(form, event)}>
      {memberType === MEMBER_TYPE.PERSONAL ? (
        <>
          <Field id={form.idOf('realName')} label="真实姓名" error={form.errors.realName} {...row}>
            <AffixInput {...form.input('realName')} placeholder="请输入真实姓名（中文）" maxLength={30} autoComplete="name" />
          </Field>
          <Field id={form.idOf('idCard')} label="身份证号" error={form.errors.idCard} {...row}>
            <AffixInput {...form.input('idCard')} placeholder="请输入15位或18位身份证号" maxLength={18} />
          </Field>
        </>
      ) : null}
      {memberType === MEMBER_TYPE.CORPORATE ? (
        <>
          <div className={styles.ocrRow}>
            <Field id={form.idOf('licence')} label="营业执照识别" layout="horizontal" labelWidth={LABEL_WIDTH} extra="可选：上传营业执照图片，自动填写企业名称和统一社会信用代码">
              <Suspense fallback={<div className={styles.ocrPending} aria-busy="true" />}>
                <LicenceOcrField onRead={fillFromLicence} />
              </Suspense>
            </Field>
          </div>
          <Field id={form.idOf('companyName')} label="企业名称" error={form.errors.companyName} {...row}>
            <AffixInput {...form.input('companyName')} placeholder="请输入与营业执照一致的企业名称" maxLength={100} autoComplete="organization" />
          </Field>
          <Field id={form.idOf('unifyCode')} label="统一社会信用代码" error={form.errors.unifyCode} {...row}>
            <AffixInput
              {...form.input('unifyCode')}
              onChange={(event) => form.setValue('unifyCode', event.target.value.toUpperCase().trim())}
              onBlur={() => void checkUnifyCode()}
              placeholder="请输入18位统一社会信用代码"
              maxLength={18}
            />
          </Field>
        </>
      ) : null}
      <Field id={form.idOf('userAccount')} label="账号" error={form.errors.userAccount} {...row} extra="5-20位字母或数字">
        <AffixInput {...form.input('userAccount')} placeholder="请输入账号" maxLength={20} autoComplete="username" />
      </Field>
      <PasswordFieldsLite form={form} labelWidth={LABEL_WIDTH} />
      <Field id={form.idOf('mobile')} label="手机号" error={form.errors.mobile} {...row}>
        <AffixInput
          {...form.input('mobile')}
          onBlur={() => void serverCheck('mobile', mobileAnswer)}
          placeholder="请输入11位手机号"
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
        />
      </Field>
      <SmsCodeFieldLite form={form} purpose="register" labelWidth={LABEL_WIDTH} />
      <Field id={form.idOf('email')} label="电子邮箱" error={form.errors.email} layout="horizontal" labelWidth={LABEL_WIDTH}>
        <AffixInput {...form.input('email')} placeholder="选填" maxLength={100} autoComplete="email" />
      </Field>
      <div className={form.errors.agree ? `${styles.agreeRow} ${styles.agreeRowWithHelp}` : styles.agreeRow} style={{ paddingInlineStart: LABEL_WIDTH }}>
        <div className={styles.agreeControl}>
          <Checkbox
            id={agreeId}
            name="agree"
            className={styles.agree}
            checked={form.values.agree === 'yes'}
            onChange={(checked) => form.setValue('agree', checked ? 'yes' : '')}
            aria-invalid={Boolean(form.errors.agree) || undefined}
            aria-describedby={form.errors.agree ? helpIdOf(agreeId) : undefined}
          >
            我已阅读并同意
            <Link to={paths.protocol.getHref()} target="_blank" rel="noopener">
              《平台服务协议》
            </Link>
          </Checkbox>
        </div>
        {form.errors.agree ? (
          <div id={helpIdOf(agreeId)} className={styles.agreeHelp}>
            <div role="alert">{form.errors.agree}</div>
          </div>
        ) : null}
      </div>
      {refusal.refusal ? <Alert className={styles.refusal} type="error" title={refusal.refusal} /> : null}
      <div className={styles.actions} style={{ paddingInlineStart: LABEL_WIDTH }}>
        <Button kind="primary" htmlType="submit" block loading={busy} className={styles.submit}>
          注 册
        </Button>
      </div>
    </form>
  );
}
