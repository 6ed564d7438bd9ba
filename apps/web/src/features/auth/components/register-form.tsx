import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import {
  account,
  ACCOUNT_MESSAGES,
  chinese,
  email,
  idCard,
  MEMBER_TYPE,
  mobile,
  required,
  RETCODE,
  unifiedCreditCode,
  type LoginResult,
  type MemberType,
  type OcrLicenseResult,
  type RegisterBody,
} from '@tcm/shared';
import { paths } from '@/config/paths';
import { ruleOf, serverRule } from '@/lib/form-rules';
import { judgeUnifyCode } from '../api/judge-unify-code';
import { register } from '../api/register';
import { useMobileCheck } from '../hooks/use-mobile-check';
import { useServerRefusal } from '../hooks/use-server-refusal';
import { LicenceOcrField } from './licence-ocr-field';
import { PasswordFields } from './password-fields';
import { SmsCodeField } from './sms-code-field';
import styles from './auth-form.module.css';

/** Every field any of the three forms has; each form sends the ones of its member type. */
interface RegisterValues {
  userAccount: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  smsCode: string;
  email?: string;
  agree?: boolean;
  realName?: string;
  idCard?: string;
  companyName?: string;
  unifyCode?: string;
}

function toBody(memberType: MemberType, v: RegisterValues): RegisterBody {
  const common = {
    userAccount: v.userAccount,
    password: v.password,
    confirmPassword: v.confirmPassword,
    mobile: v.mobile,
    smsCode: v.smsCode,
    email: v.email?.trim() ?? '',
    agree: true as const,
  };
  if (memberType === MEMBER_TYPE.PERSONAL) {
    return { memberType, ...common, realName: (v.realName ?? '').trim(), idCard: v.idCard ?? '' };
  }
  if (memberType === MEMBER_TYPE.CORPORATE) {
    return { memberType, ...common, companyName: (v.companyName ?? '').trim(), unifyCode: v.unifyCode ?? '' };
  }
  return { memberType, ...common };
}

const agreeRule = {
  validator: (_rule: unknown, value: unknown) =>
    value === true ? Promise.resolve() : Promise.reject(new Error(ACCOUNT_MESSAGES.mustAgree)),
};

/** judgeUnifyCode on blur: retcode 0 carries the reason (taken, or a wrong check character). */
function useUnifyCodeCheck() {
  const [answers] = useState(() => new Map<string, Promise<string | undefined>>());
  const [rule] = useState(() =>
    serverRule((value) => {
      if (unifiedCreditCode(value) !== undefined) return Promise.resolve(undefined); // the format rule speaks
      let answer = answers.get(value);
      if (!answer) {
        answer = judgeUnifyCode(value).then(
          (result) => (result.retcode === RETCODE.SUCCESS ? undefined : result.retmsg),
          () => undefined,
        );
        answers.set(value, answer);
      }
      return answer;
    }),
  );
  return rule;
}

/** The registration form of one member type (§5 rules, server checks on blur). */
export function RegisterForm({ memberType, onRegistered }: { memberType: MemberType; onRegistered: (result: LoginResult) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const refusal = useServerRefusal(form);
  const mobileRule = useMobileCheck('free');
  const unifyCodeRule = useUnifyCodeCheck();
  const [busy, setBusy] = useState(false);

  // What OCR read goes into the fields; the credit code is then checked like a typed one.
  const fillFromLicence = ({ companyName, unifyCode }: OcrLicenseResult) => {
    if (companyName) form.setFieldValue('companyName', companyName);
    if (unifyCode) {
      form.setFieldValue('unifyCode', unifyCode);
      void form.validateFields(['unifyCode']).catch(() => undefined);
    }
  };

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    refusal.clear();
    try {
      const result = await register(toBody(memberType, values));
      if (result.retcode === RETCODE.SUCCESS && result.data) {
        void message.success(result.retmsg);
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

  return (
    <Form
      form={form}
      name={`register-${memberType}`}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
    >
      {memberType === MEMBER_TYPE.PERSONAL ? (
        <>
          <Form.Item name="realName" label="真实姓名" required rules={[ruleOf(required, chinese)]} validateFirst>
            <Input placeholder="请输入真实姓名（中文）" maxLength={30} autoComplete="name" />
          </Form.Item>
          <Form.Item name="idCard" label="身份证号" required rules={[ruleOf(required, idCard)]}>
            <Input placeholder="请输入15位或18位身份证号" maxLength={18} />
          </Form.Item>
        </>
      ) : null}
      {memberType === MEMBER_TYPE.CORPORATE ? (
        <>
          <Form.Item label="营业执照识别" extra="可选：上传营业执照图片，自动填写企业名称和统一社会信用代码">
            <LicenceOcrField onRead={fillFromLicence} />
          </Form.Item>
          <Form.Item name="companyName" label="企业名称" required rules={[ruleOf(required)]}>
            <Input placeholder="请输入与营业执照一致的企业名称" maxLength={100} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="unifyCode"
            label="统一社会信用代码"
            required
            validateFirst
            normalize={(value: string) => value.toUpperCase().trim()}
            rules={[ruleOf(required, unifiedCreditCode), unifyCodeRule]}
          >
            <Input placeholder="请输入18位统一社会信用代码" maxLength={18} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="userAccount" label="账号" required rules={[ruleOf(required, account)]} extra="5-20位字母或数字">
        <Input placeholder="请输入账号" maxLength={20} autoComplete="username" />
      </Form.Item>
      <PasswordFields />
      <Form.Item name="mobile" label="手机号" required validateFirst rules={[ruleOf(mobile), mobileRule]}>
        <Input placeholder="请输入11位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField purpose="register" />
      <Form.Item name="email" label="电子邮箱" rules={[ruleOf(email)]}>
        <Input placeholder="选填" maxLength={100} autoComplete="email" />
      </Form.Item>
      <Form.Item name="agree" label=" " colon={false} valuePropName="checked" rules={[agreeRule]}>
        <Checkbox className={styles.agree}>
          我已阅读并同意
          <Link to={paths.protocal.getHref()} target="_blank" rel="noopener">
            《平台服务协议》
          </Link>
        </Checkbox>
      </Form.Item>
      {refusal.refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal.refusal} /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
          注册
        </Button>
      </Form.Item>
    </Form>
  );
}
