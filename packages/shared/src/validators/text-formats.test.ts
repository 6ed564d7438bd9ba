import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { alphanumeric, carPlate, chinese, email, idCard, number, url } from './text-formats';

describe('number and alphanumeric', () => {
  it.each(['0', '12', '12.5', 3.25])('number accepts %j', (value) => {
    expect(number(value)).toBeUndefined();
  });

  it.each(['-1', '1.', '.5', '1e3', 'abc', '1 2'])('number refuses %j', (value) => {
    expect(number(value)).toBe(FORM_MESSAGES.number);
  });

  it('alphanumeric', () => {
    expect(alphanumeric('abc123')).toBeUndefined();
    expect(alphanumeric('abc_123')).toBe(FORM_MESSAGES.alphanumeric);
    expect(alphanumeric('中文')).toBe(FORM_MESSAGES.alphanumeric);
  });
});

describe('chinese', () => {
  it.each(['中', 'abc中文', '𠀀'])('accepts %j', (value) => {
    expect(chinese(value)).toBeUndefined();
  });

  it.each(['abc', '123', '，。'])('refuses %j', (value) => {
    expect(chinese(value)).toBe(FORM_MESSAGES.chinese);
  });
});

describe('url', () => {
  it.each(['https://x.gov.cn/a', 'http://localhost:8080/path?q=1#top', 'HTTPS://EXAMPLE.COM', 'http://中医药.cn'])(
    'accepts %j',
    (value) => {
      expect(url(value)).toBeUndefined();
    },
  );

  it.each(['ftp://x', 'https://', 'x.gov.cn', 'https:/x.cn', 'https://a b.cn'])('refuses %j', (value) => {
    expect(url(value)).toBe(FORM_MESSAGES.url);
  });
});

describe('email', () => {
  it.each(['a@b.cn', 'a@b.com', 'first.last+tag@mail.example.com.cn'])('accepts %j', (value) => {
    expect(email(value)).toBeUndefined();
  });

  it.each(['a@b.c', 'a@b.comx', 'a@b', '@b.cn', 'a@.cn', 'a b@c.cn'])('refuses %j', (value) => {
    expect(email(value)).toBe(FORM_MESSAGES.email);
  });
});

describe('carPlate', () => {
  it.each(['京A12345', '粤B1234学', '沪AD12345', '浙A12345F', '苏ED12345'])(
    'accepts %j',
    (value) => {
      expect(carPlate(value)).toBeUndefined();
    },
  );

  it.each(['京A1234', '京A123456789', 'AA12345', '京a12345', '京AI2345', '京AX123456', '京AD1234I'])(
    'refuses %j',
    (value) => {
      expect(carPlate(value)).toBe(FORM_MESSAGES.carPlate);
    },
  );
});

describe('idCard', () => {
  it.each(['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'])(
    'accepts %j',
    (value) => {
      expect(idCard(value)).toBeUndefined();
    },
  );

  it.each(['11010519491231002', '1101051949123100211', '11010519491231002Y', '11010549123100X'])(
    'refuses %j',
    (value) => {
      expect(idCard(value)).toBe(FORM_MESSAGES.idCard);
    },
  );
});
