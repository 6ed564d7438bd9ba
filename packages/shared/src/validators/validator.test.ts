import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { number } from './text-formats';
import { required, requiredList } from './required';
import { composeValidators, isEmptyValue } from './validator';

describe('required', () => {
  it.each([undefined, null, '', '   ', []])('refuses %j', (value) => {
    expect(required(value)).toBe(FORM_MESSAGES.required);
  });

  it.each(['a', 0, false, ['x']])('accepts %j', (value) => {
    expect(required(value)).toBeUndefined();
  });
});

describe('requiredList', () => {
  it.each([undefined, null, [], '', ' '])('refuses %j', (value) => {
    expect(requiredList(value)).toBe(FORM_MESSAGES.requiredList);
  });

  it.each([[['a']], ['a.png,b.png']])('accepts %j', (value) => {
    expect(requiredList(value)).toBeUndefined();
  });
});

describe('empty values and composition', () => {
  it('treats only null, undefined and blank text as empty', () => {
    expect(isEmptyValue(' ')).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
  });

  it('format rules pass an empty value and refuse non-text', () => {
    expect(number('')).toBeUndefined();
    expect(number(null)).toBeUndefined();
    expect(number({})).toBe(FORM_MESSAGES.number);
    expect(number(12.5)).toBeUndefined();
  });

  it('returns the first failure', () => {
    const field = composeValidators(required, number);
    expect(field('')).toBe(FORM_MESSAGES.required);
    expect(field('x')).toBe(FORM_MESSAGES.number);
    expect(field('12')).toBeUndefined();
    expect(composeValidators()('anything')).toBeUndefined();
  });
});
