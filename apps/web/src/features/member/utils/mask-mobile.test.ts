import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile';

describe('maskMobile', () => {
  it('hides the middle four digits', () => {
    expect(maskMobile('13800000005')).toBe('138****0005');
  });
  it('leaves what is not an 11-digit mobile alone', () => {
    expect(maskMobile('010-12345678')).toBe('010-12345678');
    expect(maskMobile('')).toBe('');
    expect(maskMobile(null)).toBe('');
  });
});
