import { describe, expect, it } from 'vitest';
import { addMyServiceBodySchema, INSTITUTION_ADMIN_MESSAGES, yuanToFen, type MyService } from '@tcm/shared';
import { fenToYuanText, splitVarieties, toServiceBody, toServiceFormValues } from './service-form';

const service: MyService = {
  id: 3,
  testItem: { id: 9, name: '水分', trait: '水分', method: '烘干法', standard: '通则0832', categoryId: 1, categoryName: '理化' },
  priceFen: 123456,
  periodDays: 7,
  qualifications: [1, 2],
  varieties: ['黄芪', '党参'],
  status: 1,
  statusName: '已上架',
};
const priceError = (price: string) => addMyServiceBodySchema.shape.price.safeParse(price).error?.issues[0]?.message;

describe('the service form', () => {
  it('shows a stored price in yuan that converts back to the same fen', () => {
    for (const fen of [1, 10, 99, 100, 1999, 8800, 123456, 99999999]) expect(yuanToFen(fenToYuanText(fen))).toBe(fen);
    expect(fenToYuanText(123456)).toBe('1234.56');
    expect(fenToYuanText(8800)).toBe('88.00');
    expect(fenToYuanText(5)).toBe('0.05');
  });

  it('round-trips a service through the dialog unchanged', () => {
    const values = toServiceFormValues(service);
    expect(values).toEqual({ testItemId: 9, price: '1234.56', periodDays: 7, qualifications: [1, 2], varieties: '黄芪、党参' });
    const body = toServiceBody(values);
    expect(body).toEqual({ testItemId: 9, price: '1234.56', periodDays: 7, qualifications: [1, 2], varieties: ['黄芪', '党参'] });
    expect(yuanToFen(String(body.price))).toBe(service.priceFen);
  });

  it('splits varieties on Chinese and Latin separators, dropping blanks and repeats', () => {
    expect(splitVarieties('黄芪，党参、 当归,黄芪;  ')).toEqual(['黄芪', '党参', '当归']);
    expect(splitVarieties('')).toEqual([]);
  });

  it('checks the price with the §5 rule and refuses zero', () => {
    expect(priceError('1234567')).toBe('整数最大6位 小数点2位');
    expect(priceError('12.345')).toBe('整数最大6位 小数点2位');
    expect(priceError('abc')).toBe('整数最大6位 小数点2位');
    expect(priceError('0')).toBe(INSTITUTION_ADMIN_MESSAGES.pricePositive);
    expect(priceError('999999.99')).toBeUndefined();
    expect(priceError('88')).toBeUndefined();
  });
});
