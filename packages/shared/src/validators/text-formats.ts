import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '../messages';
import {
  ALPHANUMERIC_PATTERN,
  CAR_PLATE_PATTERN,
  CHINESE_PATTERN,
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  NUMBER_PATTERN,
  URL_PATTERN,
} from './patterns';
import { isEmptyValue, textRule, valueAsText, type Validator } from './validator';

/* Every rule here passes an empty value; compose with `required` where the field is mandatory. */

export const number = textRule((text) => NUMBER_PATTERN.test(text), FORM_MESSAGES.number);
export const alphanumeric = textRule((text) => ALPHANUMERIC_PATTERN.test(text), FORM_MESSAGES.alphanumeric);
export const chinese = textRule((text) => CHINESE_PATTERN.test(text), FORM_MESSAGES.chinese);
export const url = textRule((text) => URL_PATTERN.test(text), FORM_MESSAGES.url);
export const email = textRule((text) => EMAIL_PATTERN.test(text), FORM_MESSAGES.email);
export const carPlate = textRule((text) => CAR_PLATE_PATTERN.test(text), FORM_MESSAGES.carPlate);
export const idCard = textRule((text) => ID_CARD_PATTERN.test(text), FORM_MESSAGES.idCard);

/*
 * The unified social credit code (统一社会信用代码) with its check character. It lives with the other
 * format rules so the web build ships it in the kit every page loads (issue #18): in a file of its
 * own, shared by /register and the institution pages, it was one more request before the first
 * paint of every page that loads the institutions' shared code (/organization/detail made 11).
 */
/** GB 32100-2015: the 31 characters of the code (no I, O, Z, S, V) and the weights of positions 1–17. */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character (position 18) that the first 17 characters call for. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(first17[i] ?? '') * (WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return CHARSET[check] ?? '';
}

/** True for an 18-character unified social credit code whose check character is right. Upper case only. */
export function isUnifiedCreditCode(code: string): boolean {
  return SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** Form rule: passes an empty value (compose with `required`). */
export const unifiedCreditCode: Validator = (value) => {
  if (isEmptyValue(value)) return undefined;
  const text = valueAsText(value);
  return text !== undefined && isUnifiedCreditCode(text) ? undefined : ACCOUNT_MESSAGES.creditCodeInvalid;
};
