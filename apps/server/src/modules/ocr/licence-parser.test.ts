import { describe, expect, it } from 'vitest';
import { parseLicenceText } from './licence-parser';

describe('business licence text', () => {
  it('reads the labelled name and the credit code', () => {
    const text = '营业执照\n\n统一社会信用代码 91330106MA2H0Q8R5F\n\n名 称 杭州青禾中药饮片有限公司\n\n类型 有限责任公司 《自然人投资或控股)\n';
    expect(parseLicenceText(text)).toEqual({ companyName: '杭州青禾中药饮片有限公司', unifyCode: '91330106MA2H0Q8R5F' });
  });

  it('fixes letters OCR mistakes for digits, and refuses a code whose check character is wrong', () => {
    expect(parseLicenceText('9133O1O6MA2H0Q8R5F').unifyCode).toBe('91330106MA2H0Q8R5F');
    expect(parseLicenceText('91330106MA2H0Q8R5E').unifyCode).toBeNull();
  });

  it('falls back to a line that ends like a company name, and says null when there is none', () => {
    expect(parseLicenceText('文山三七源生物科技有限公司\n注册资本 100万').companyName).toBe('文山三七源生物科技有限公司');
    expect(parseLicenceText('一张模糊的照片')).toEqual({ companyName: null, unifyCode: null });
  });
});
