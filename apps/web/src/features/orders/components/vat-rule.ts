import type { RuleRender } from 'antd/es/form';
import { isVatSpecial, ORDER_MESSAGES } from '@tcm/shared';

/** The fields a special VAT invoice needs: required only when the chosen invoice type is one. */
export const vatRequired: RuleRender = (form) => ({
  validator: (_rule, value: unknown) =>
    !isVatSpecial(Number(form.getFieldValue(['invoice', 'type']))) || String(value ?? '').trim() !== ''
      ? Promise.resolve()
      : Promise.reject(new Error(ORDER_MESSAGES.vatFieldRequired)),
});
