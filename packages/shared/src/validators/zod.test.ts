import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_MESSAGES } from '../messages';
import { zAccount, zEmail, zIdCard, zMobile, zOptionalMobile, zPassword, zPrice } from './zod';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zod helpers reuse the form rules', () => {
  it.each([
    [zMobile, '13800138000', '12345678901', FORM_MESSAGES.mobile],
    [zPassword, 'abcd1234', 'abcdefgh', FORM_MESSAGES.passwordRule],
    [zAccount, 'abcde', 'abc_de', FORM_MESSAGES.accountChars],
    [zIdCard, '11010519491231002X', '11010519491231002', FORM_MESSAGES.idCard],
    [zEmail, 'a@b.cn', 'a@b.c', FORM_MESSAGES.email],
    [zPrice, '123456.78', '1234567', FORM_MESSAGES.price],
  ])('%#: accepts the valid value and refuses the other with the form message', (schema, good, bad, message) => {
    expect(firstError(schema, good)).toBeUndefined();
    expect(firstError(schema, bad)).toBe(message);
  });

  it('refuses an empty string with the rule-specific or the required message', () => {
    expect(firstError(zPassword, '')).toBe(FORM_MESSAGES.passwordEmpty);
    expect(firstError(zMobile, '')).toBe(FORM_MESSAGES.mobile);
    expect(firstError(zAccount, '')).toBe(FORM_MESSAGES.required);
    expect(firstError(zEmail, '')).toBe(FORM_MESSAGES.required);
  });

  it('zOptionalMobile allows an empty string but checks a present one', () => {
    expect(firstError(zOptionalMobile, '')).toBeUndefined();
    expect(firstError(zOptionalMobile, '10012345678')).toBe(FORM_MESSAGES.mobile);
  });

  it('zPrice takes a JSON number too; other schemas still refuse wrong types', () => {
    expect(firstError(zPrice, 12.5)).toBeUndefined();
    expect(firstError(zPrice, 1.234)).toBe(FORM_MESSAGES.price);
    expect(firstError(zMobile, 13800138000)).toBeDefined();
  });
});
