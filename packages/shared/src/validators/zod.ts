import { z } from 'zod';
import { account, password } from './credentials';
import { price } from './numeric-ranges';
import { mobile, optionalMobile } from './phone';
import { required } from './required';
import { email, idCard } from './text-formats';
import type { Validator } from './validator';

/**
 * Adds a form rule to a zod schema so the server refuses exactly what the form
 * refuses, with the same message. An empty value is refused too: with the rule's own
 * message where it has one (password → 请输入密码, mobile), else 该项必填. For an
 * optional field wrap the result in .optional().
 */
export function withRule<T extends z.ZodType<string | number>>(schema: T, validator: Validator): T {
  return schema.superRefine((value, ctx) => {
    const message = validator(value) ?? required(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
}

export const zMobile = withRule(z.string(), mobile);
/** '' is allowed: an optional mobile field arrives from a form as an empty string. */
export const zOptionalMobile = z.string().superRefine((value, ctx) => {
  const message = optionalMobile(value);
  if (message !== undefined) ctx.addIssue({ code: 'custom', message });
});
export const zPassword = withRule(z.string(), password);
export const zAccount = withRule(z.string(), account);
export const zIdCard = withRule(z.string(), idCard);
export const zEmail = withRule(z.string(), email);
/** Accepts the typed text or a JSON number; both go through the same pattern. */
export const zPrice = withRule(z.union([z.string(), z.number()]), price);
