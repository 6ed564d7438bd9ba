import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { decimal0to200, integer0to200, price } from './numeric-ranges';

describe('price', () => {
  it.each(['123456.78', '0', '999999', '1.5', '0.01', 12.5])('accepts %j', (value) => {
    expect(price(value)).toBeUndefined();
  });

  it.each(['1234567', '1.234', '-1', '1.', '.5', 'abc'])('refuses %j', (value) => {
    expect(price(value)).toBe(FORM_MESSAGES.price);
  });
});

describe('decimal0to200', () => {
  it.each(['0', '200', '200.00', '199.99', '0.5', 100])('accepts %j', (value) => {
    expect(decimal0to200(value)).toBeUndefined();
  });

  it.each(['200.01', '201', '-1', '-0.01'])('refuses %j with the range message', (value) => {
    expect(decimal0to200(value)).toBe(FORM_MESSAGES.decimalRange);
  });

  it.each(['1.234', '300.123'])('refuses %j with the decimals message', (value) => {
    expect(decimal0to200(value)).toBe(FORM_MESSAGES.decimalPlaces);
  });

  it('asks for a number when there is none', () => {
    expect(decimal0to200('abc')).toBe(FORM_MESSAGES.number);
    expect(decimal0to200('')).toBeUndefined();
  });
});

describe('integer0to200', () => {
  it.each(['0', '200', '7', 150])('accepts %j', (value) => {
    expect(integer0to200(value)).toBeUndefined();
  });

  it.each(['201', '-1'])('refuses %j with the range message', (value) => {
    expect(integer0to200(value)).toBe(FORM_MESSAGES.integerRange);
  });

  it.each(['1.5', 1.5, 'abc', '200.0'])('refuses %j as not an integer', (value) => {
    expect(integer0to200(value)).toBe(FORM_MESSAGES.integer);
  });

  it('passes an empty value', () => {
    expect(integer0to200(undefined)).toBeUndefined();
  });
});
