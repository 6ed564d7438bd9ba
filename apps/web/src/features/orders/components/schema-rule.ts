import type { FormRule } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { z } from 'zod';
import { isVatSpecial, ORDER_MESSAGES } from '@tcm/shared';

/** A field rule from the contract's own zod field, so the form says what the server would. */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
    },
  };
}

/** The fields a special VAT invoice needs: required only when the chosen invoice type is one. */
export const vatRequired: RuleRender = (form) => ({
  validator: (_rule, value: unknown) =>
    !isVatSpecial(Number(form.getFieldValue(['invoice', 'type']))) || String(value ?? '').trim() !== ''
      ? Promise.resolve()
      : Promise.reject(new Error(ORDER_MESSAGES.vatFieldRequired)),
});
