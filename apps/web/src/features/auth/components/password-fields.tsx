import { Form, Input } from 'antd';
import { ACCOUNT_MESSAGES, FORM_MESSAGES, isEmptyValue, password } from '@tcm/shared';
import { ruleOf, sameAs } from '@/lib/form-rules';
import { PASSWORD_HELP } from '../auth-texts';

const confirmRequired = (value: unknown) => (isEmptyValue(value) ? FORM_MESSAGES.passwordEmpty : undefined);

/** 密码 and 确认密码 of an antd form (the personal centre's 修改密码; PasswordFieldsLite on the public pages) (§5: 8–18 characters of two kinds; 两次输入的密码不一致). */
export function PasswordFields({ label = '密码', confirmLabel = '确认密码' }: { label?: string; confirmLabel?: string }) {
  return (
    <>
      <Form.Item name="password" label={label} required rules={[ruleOf(password)]} extra={PASSWORD_HELP}>
        <Input.Password placeholder={`请输入${label}`} autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        required
        dependencies={['password']}
        rules={[ruleOf(confirmRequired), sameAs('password', ACCOUNT_MESSAGES.passwordMismatch)]}
      >
        <Input.Password placeholder={`请再次输入${label}`} autoComplete="new-password" maxLength={18} />
      </Form.Item>
    </>
  );
}
