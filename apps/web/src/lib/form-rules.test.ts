import { describe, expect, it, vi } from 'vitest';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { FORM_MESSAGES, mobile, password, required } from '@tcm/shared';
import { ruleOf, sameAs, serverRule } from './form-rules';

type Validate = NonNullable<RuleObject['validator']>;

async function outcome(rule: RuleObject, value: unknown): Promise<string | undefined> {
  const validate = rule.validator as Validate;
  try {
    await validate(rule, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('ruleOf', () => {
  it('passes what the validators pass', async () => {
    await expect(outcome(ruleOf(required, mobile) as RuleObject, '13800000001')).resolves.toBeUndefined();
  });

  it('rejects with the first failing validator’s message, verbatim', async () => {
    const rule = ruleOf(required, password) as RuleObject;
    await expect(outcome(rule, '')).resolves.toBe(FORM_MESSAGES.required);
    await expect(outcome(rule, 'abcdefgh')).resolves.toBe(FORM_MESSAGES.passwordRule);
    await expect(outcome(ruleOf(password) as RuleObject, '')).resolves.toBe(FORM_MESSAGES.passwordEmpty);
  });
});

describe('serverRule', () => {
  it('runs on blur, skips an empty value and shows the answer', async () => {
    const check = vi.fn(async (value: string) => (value === 'taken' ? '已被使用' : undefined));
    const rule = serverRule(check) as RuleObject;
    expect(rule.validateTrigger).toBe('onBlur');
    await expect(outcome(rule, '')).resolves.toBeUndefined();
    expect(check).not.toHaveBeenCalled();
    await expect(outcome(rule, 'free')).resolves.toBeUndefined();
    await expect(outcome(rule, 'taken')).resolves.toBe('已被使用');
  });
});

describe('sameAs', () => {
  it('compares with the other field', async () => {
    const form = { getFieldValue: (name: string) => (name === 'password' ? 'Abc12345' : undefined) };
    const rule = (sameAs('password', '两次输入的密码不一致') as RuleRender)(form as never) as RuleObject;
    await expect(outcome(rule, 'Abc12345')).resolves.toBeUndefined();
    await expect(outcome(rule, 'Abc12346')).resolves.toBe('两次输入的密码不一致');
    await expect(outcome(rule, '')).resolves.toBeUndefined(); // emptiness is the required rule's business
  });
});
