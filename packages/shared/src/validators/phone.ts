import { FORM_MESSAGES } from '../messages';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from './patterns';
import { isEmptyValue, textRule, type Validator } from './validator';

/** Passes empty values (see textRule). */
export const optionalMobile = textRule((text) => MOBILE_PATTERN.test(text), FORM_MESSAGES.mobile);

/**
 * Unlike the other format rules, an empty value fails too: the spec sets this rule
 * against `optionalMobile`, "which checks only when a value is present". Use it alone
 * on a field that must hold a mobile number.
 */
export const mobile: Validator = (value) => (isEmptyValue(value) ? FORM_MESSAGES.mobile : optionalMobile(value));

/** Passes empty values (see textRule). */
export const landline = textRule((text) => LANDLINE_PATTERN.test(text), FORM_MESSAGES.landline);

/** Passes empty values (see textRule). */
export const phoneOrLandline = textRule(
  (text) => MOBILE_PATTERN.test(text) || LANDLINE_PATTERN.test(text),
  FORM_MESSAGES.phoneOrLandline,
);
