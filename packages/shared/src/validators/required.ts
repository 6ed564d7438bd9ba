import { FORM_MESSAGES } from '../messages';
import { isEmptyValue, type Validator } from './validator';

/** 该项必填 for null, undefined, '' and whitespace-only text (and an empty array). */
export const required: Validator = (value) =>
  isEmptyValue(value) || (Array.isArray(value) && value.length === 0) ? FORM_MESSAGES.required : undefined;

/**
 * 该项必选 unless at least one item is chosen. Besides arrays it accepts a non-empty
 * string, because uploaded files travel as one comma-joined string of paths (§3).
 */
export const requiredList: Validator = (value) => {
  if (Array.isArray(value)) return value.length > 0 ? undefined : FORM_MESSAGES.requiredList;
  return typeof value === 'string' && value.trim() !== '' ? undefined : FORM_MESSAGES.requiredList;
};
