import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { landline, mobile, optionalMobile, phoneOrLandline } from './phone';

describe('mobile', () => {
  it.each(['13800138000', '19912345678', 13800138000])('accepts %j', (value) => {
    expect(mobile(value)).toBeUndefined();
  });

  it.each(['12345678901', '10012345678', '1380013800', '138001380001', '23800138000', ' 13800138000', '1380013800a'])(
    'refuses %j',
    (value) => {
      expect(mobile(value)).toBe(FORM_MESSAGES.mobile);
    },
  );

  it('refuses an empty value, unlike optionalMobile', () => {
    expect(mobile('')).toBe(FORM_MESSAGES.mobile);
    expect(mobile(undefined)).toBe(FORM_MESSAGES.mobile);
    expect(optionalMobile('')).toBeUndefined();
    expect(optionalMobile(null)).toBeUndefined();
  });

  it('optionalMobile checks a present value', () => {
    expect(optionalMobile('13800138000')).toBeUndefined();
    expect(optionalMobile('12345678901')).toBe(FORM_MESSAGES.mobile);
  });
});

describe('landline', () => {
  it.each(['010-12345678', '0755-1234567', '12345678', '1234567'])('accepts %j', (value) => {
    expect(landline(value)).toBeUndefined();
  });

  it.each(['010-123456', '01-12345678', '01234-1234567', '123456', '123456789', '010_12345678'])(
    'refuses %j',
    (value) => {
      expect(landline(value)).toBe(FORM_MESSAGES.landline);
    },
  );

  it('passes an empty value', () => {
    expect(landline('')).toBeUndefined();
  });
});

describe('phoneOrLandline', () => {
  it.each(['13800138000', '010-12345678', '12345678'])('accepts %j', (value) => {
    expect(phoneOrLandline(value)).toBeUndefined();
  });

  it.each(['12345678901', '010-123456', 'abc'])('refuses %j', (value) => {
    expect(phoneOrLandline(value)).toBe(FORM_MESSAGES.phoneOrLandline);
  });
});
