import { PRICE_MAX_DECIMALS, PRICE_MAX_INTEGER_DIGITS } from '../enums/form-limits';

/* The §5 formats as regular expressions. None has the g flag, so .test() keeps no state. */

/** Digits with an optional decimal part: no sign, no leading or trailing dot. */
export const NUMBER_PATTERN = /^\d+(?:\.\d+)?$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
/** 11 digits, first 1, second 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Optional 3–4 digit area code and hyphen, then 7–8 digits (the spec does not require a leading 0). */
export const LANDLINE_PATTERN = /^(?:\d{3,4}-)?\d{7,8}$/;
/** At least one Han character anywhere, including the extension blocks. */
export const CHINESE_PATTERN = /\p{Script=Han}/u;
/** http or https, a host (letters of any script, digits, hyphens, dots), optional port, path, query. */
export const URL_PATTERN = /^https?:\/\/(?:[\p{L}\p{N}-]+\.)*[\p{L}\p{N}-]+(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
/** The top-level part is 2–3 letters, as the spec says (so .info is refused). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
/** 15 digits, or 17 digits and a check character that may be X or x. The checksum is not verified. */
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;
export const PRICE_PATTERN = new RegExp(`^\\d{1,${PRICE_MAX_INTEGER_DIGITS}}(?:\\.\\d{1,${PRICE_MAX_DECIMALS}})?$`);
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]+$/;

const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
/** Plate letters and digits never use I or O (they read as 1 and 0). */
const PLATE_CHAR = '[A-HJ-NP-Z0-9]';
/**
 * Ordinary 7-character plates (the last may be 挂学警港澳), and 8-character new-energy
 * plates: small cars D/F then 5 characters, large vehicles 5 digits then D/F.
 */
export const CAR_PLATE_PATTERN = new RegExp(
  `^${PROVINCE}[A-Z](?:${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF]${PLATE_CHAR}\\d{4}|\\d{5}[DF])$`,
);

/** Password character kinds (§5 "letters, digits, symbols"); symbols are printable ASCII punctuation. */
export const PASSWORD_KIND_PATTERNS = [/[A-Za-z]/, /\d/, /[!-/:-@[-`{-~]/] as const;
/** Every character of a password must belong to one of the kinds: no spaces, no Chinese. */
export const PASSWORD_CHARS_PATTERN = /^[A-Za-z0-9!-/:-@[-`{-~]+$/;
