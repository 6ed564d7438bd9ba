import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../enums/form-limits';
import { FORM_MESSAGES } from '../messages';
import { ACCOUNT_PATTERN, PASSWORD_CHARS_PATTERN, PASSWORD_KIND_PATTERNS } from './patterns';
import { isEmptyValue, valueAsText, type Validator } from './validator';

/**
 * 8–18 characters of at least two kinds among letters, digits and ASCII symbols.
 * Unlike the format rules an empty value fails, with the spec's own 请输入密码.
 * Spaces and non-ASCII characters are refused (with the rule message): they are
 * easy to mistype on another keyboard and would lock the member out.
 */
export const password: Validator = (value) => {
  if (isEmptyValue(value)) return FORM_MESSAGES.passwordEmpty;
  const text = valueAsText(value);
  if (text === undefined) return FORM_MESSAGES.passwordRule;
  const lengthOk = text.length >= PASSWORD_MIN_LENGTH && text.length <= PASSWORD_MAX_LENGTH;
  const kinds = PASSWORD_KIND_PATTERNS.filter((kind) => kind.test(text)).length;
  return lengthOk && kinds >= 2 && PASSWORD_CHARS_PATTERN.test(text) ? undefined : FORM_MESSAGES.passwordRule;
};

/**
 * 5–20 letters and digits. Length is checked first (abc_de has a valid length, so it
 * gets the characters message). Passes an empty value; compose with `required`.
 */
export const account: Validator = (value) => {
  if (isEmptyValue(value)) return undefined;
  const text = valueAsText(value);
  if (text === undefined) return FORM_MESSAGES.accountChars;
  const length = [...text].length;
  if (length < ACCOUNT_MIN_LENGTH || length > ACCOUNT_MAX_LENGTH) return FORM_MESSAGES.accountLength;
  return ACCOUNT_PATTERN.test(text) ? undefined : FORM_MESSAGES.accountChars;
};
