import { DECIMAL_RANGE, INTEGER_RANGE } from '../enums/form-limits';
import { FORM_MESSAGES } from '../messages';
import { PRICE_PATTERN } from './patterns';
import { isEmptyValue, textRule, valueAsText, type Validator } from './validator';

/* Every rule here passes an empty value; compose with `required` where the field is mandatory. */

/** Integer part of at most 6 digits, optional 1–2 decimals, no sign. */
export const price = textRule((text) => PRICE_PATTERN.test(text), FORM_MESSAGES.price);

const SIGNED_DECIMAL = /^-?\d+(?:\.(\d+))?$/;
const SIGNED_INTEGER = /^-?\d+$/;

/**
 * A number from 0 to 200 with at most 2 decimals. The decimals are checked first
 * (1.234 → 小数点最多2位), then the range (200.01 → 取值范围必须在0-200内). Text that is
 * not a number at all gets 请输入数字, since neither of the spec's two messages fits it.
 */
export const decimal0to200: Validator = (value) => {
  if (isEmptyValue(value)) return undefined;
  const text = valueAsText(value);
  const match = text === undefined ? null : SIGNED_DECIMAL.exec(text);
  if (!match) return FORM_MESSAGES.number;
  if ((match[1]?.length ?? 0) > DECIMAL_RANGE.maxDecimals) return FORM_MESSAGES.decimalPlaces;
  const amount = Number(text);
  return amount < DECIMAL_RANGE.min || amount > DECIMAL_RANGE.max ? FORM_MESSAGES.decimalRange : undefined;
};

/** A whole number from 0 to 200: 必须是整数 for anything but an integer (1.5, abc), then the range message. */
export const integer0to200: Validator = (value) => {
  if (isEmptyValue(value)) return undefined;
  const text = valueAsText(value);
  if (text === undefined || !SIGNED_INTEGER.test(text)) return FORM_MESSAGES.integer;
  const amount = Number(text);
  return amount < INTEGER_RANGE.min || amount > INTEGER_RANGE.max ? FORM_MESSAGES.integerRange : undefined;
};
