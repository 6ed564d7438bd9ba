import { FORM_MESSAGES } from '../messages';
import {
  ALPHANUMERIC_PATTERN,
  CAR_PLATE_PATTERN,
  CHINESE_PATTERN,
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  NUMBER_PATTERN,
  URL_PATTERN,
} from './patterns';
import { textRule } from './validator';

/* Every rule here passes an empty value; compose with `required` where the field is mandatory. */

export const number = textRule((text) => NUMBER_PATTERN.test(text), FORM_MESSAGES.number);
export const alphanumeric = textRule((text) => ALPHANUMERIC_PATTERN.test(text), FORM_MESSAGES.alphanumeric);
export const chinese = textRule((text) => CHINESE_PATTERN.test(text), FORM_MESSAGES.chinese);
export const url = textRule((text) => URL_PATTERN.test(text), FORM_MESSAGES.url);
export const email = textRule((text) => EMAIL_PATTERN.test(text), FORM_MESSAGES.email);
export const carPlate = textRule((text) => CAR_PLATE_PATTERN.test(text), FORM_MESSAGES.carPlate);
export const idCard = textRule((text) => ID_CARD_PATTERN.test(text), FORM_MESSAGES.idCard);
