import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isUnifiedCreditCode, unifiedCreditCode } from './text-formats';

describe('unified social credit code (GB 32100-2015)', () => {
  // Published codes of well-known public bodies, whose check characters are known to be right.
  it.each(['91350100M000100Y43', '91110000802100433B'])('accepts %s', (code) => {
    expect(isUnifiedCreditCode(code)).toBe(true);
    expect(unifiedCreditCode(code)).toBeUndefined();
  });

  it('refuses a wrong check character, a wrong length, lower case and letters outside the charset', () => {
    expect(isUnifiedCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedCreditCode('91350100M000100Y4')).toBe(false);
    expect(isUnifiedCreditCode('91350100m000100y43')).toBe(false);
    expect(isUnifiedCreditCode('91350100I000100Y43')).toBe(false);
    expect(unifiedCreditCode('91350100M000100Y44')).toBe('请输入合法的统一社会信用代码');
  });

  it('computes the check character, 31 mapping to 0', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(unifiedCreditCode('')).toBeUndefined();
  });
});
