import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { account, password } from './credentials';

describe('password', () => {
  it.each(['', null, undefined, '   '])('asks for a password when given %j', (value) => {
    expect(password(value)).toBe(FORM_MESSAGES.passwordEmpty);
  });

  it.each([
    ['8 chars, letters and digits', 'abcd1234'],
    ['letters and symbols', 'abcd!@#$'],
    ['digits and symbols', '1234!@#$'],
    ['18 chars', 'abcdefghi123456789'],
    ['all three kinds', 'Ab1!Ab1!'],
  ])('accepts %s', (_name, value) => {
    expect(password(value)).toBeUndefined();
  });

  it.each([
    ['7 chars', 'abc1234'],
    ['19 chars', 'abcdefghi1234567890'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['symbols only', '!@#$%^&*'],
    ['a space', 'abcd 1234'],
    ['Chinese characters', '密码abcd1234'],
  ])('refuses %s', (_name, value) => {
    expect(password(value)).toBe(FORM_MESSAGES.passwordRule);
  });
});

describe('account', () => {
  it.each(['abcde', 'a1b2c3', 'abcdefghij1234567890'])('accepts %j', (value) => {
    expect(account(value)).toBeUndefined();
  });

  it.each(['abcd', 'abcdefghij12345678901'])('refuses %j with the length message', (value) => {
    expect(account(value)).toBe(FORM_MESSAGES.accountLength);
  });

  it.each(['abc_de', 'abc de', '账号abcde'])('refuses %j with the characters message', (value) => {
    expect(account(value)).toBe(FORM_MESSAGES.accountChars);
  });

  it('passes an empty value (compose with required)', () => {
    expect(account('')).toBeUndefined();
  });
});
