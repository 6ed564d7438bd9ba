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
 * the form has that field (`setFieldError` answers whether it has), else as the
 * form's alert (`refusal`).
 */
function useRefusal(setFieldError: (field: string, message: string) => boolean) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const show = (message: string) => {
    const field = FIELD_OF_MESSAGE[message];
    if (field && setFieldError(field, message)) setRefusal(null);
    else setRefusal(message);
  };
  return { refusal, show, clear: () => setRefusal(null) };
}

/** useRefusal for an antd form. */
export function useServerRefusal(form: FormInstance) {
  return useRefusal((field, message) => {
    if (!(field in form.getFieldsValue())) return false;
    form.setFields([{ name: field, errors: [message] }]);
    return true;
  });
}

/** useRefusal for a lite form (lib/lite-form). */
export function useLiteRefusal(form: { values: Record<string, string>; setError(name: string, message: string): void }) {
  return useRefusal((field, message) => {
    if (!(field in form.values)) return false;
    form.setError(field, message);
    return true;
  });
}
