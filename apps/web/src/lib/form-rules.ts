import type { FormRule } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { z } from 'zod';
import { composeValidators, type Validator } from '@tcm/shared';

/**
 * One antd Form rule from the shared §5 validators, run in order so a field
 * shows one message at a time, with the spec's text verbatim.
 */
export function ruleOf(...validators: readonly Validator[]): FormRule {
  const validate = composeValidators(...validators);
  return {
    validator: (_rule, value: unknown) => {
      const message = validate(value);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * A rule that checks with the server (mobileIsExist, judgeUnifyCode): `check`
 * answers the message to show, or undefined when the value is fine. Runs on
 * blur and on submit, not on every key stroke.
 */
export function serverRule(check: (value: string) => Promise<string | undefined>): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const message = await check(value);
      if (message !== undefined) throw new Error(message);
    },
  };
}

/** 两次输入的密码不一致 unless the field equals `otherField`. */
export function sameAs(otherField: string, message: string): RuleRender {
  return (form) => ({
    validator: (_rule, value: unknown) =>
      !value || value === form.getFieldValue(otherField) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}

/** A field rule from the contract's own zod field, so the form says what the server would. */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
    },
  };
}
