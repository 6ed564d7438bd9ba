import { useState } from 'react';
import type { FormInstance } from 'antd';
import { ACCOUNT_MESSAGES } from '@tcm/shared';

/** Server refusals that are about one field, and that field's name. */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [ACCOUNT_MESSAGES.accountTaken]: 'userAccount',
  [ACCOUNT_MESSAGES.mobileTaken]: 'mobile',
  [ACCOUNT_MESSAGES.mobileUnknown]: 'mobile',
  [ACCOUNT_MESSAGES.codeInvalid]: 'smsCode',
  [ACCOUNT_MESSAGES.codeBurned]: 'smsCode',
  [ACCOUNT_MESSAGES.creditCodeTaken]: 'unifyCode',
  [ACCOUNT_MESSAGES.creditCodeInvalid]: 'unifyCode',
  [ACCOUNT_MESSAGES.oldPasswordWrong]: 'oldPassword',
  [ACCOUNT_MESSAGES.samePassword]: 'password',
};

/**
 * Shows a retcode 0 message of a form's call: under the field it is about when
 * the form has that field, else as the form's alert (`refusal`).
 */
export function useServerRefusal(form: FormInstance) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const show = (message: string) => {
    const field = FIELD_OF_MESSAGE[message];
    if (field && field in form.getFieldsValue()) {
      setRefusal(null);
      form.setFields([{ name: field, errors: [message] }]);
    } else {
      setRefusal(message);
    }
  };
  return { refusal, show, clear: () => setRefusal(null) };
}
