import { describe, expect, it } from 'vitest';
import { adminAdvertCreateSchema } from '../api/admin-content';
import { SAFE_LINK_MESSAGE, isSafeLink } from './safe-link';

const ATTACKS = [
  '//evil.com',
  '/\\evil.com',
  '/\\/evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  ' //evil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:a@evil.com',
  'ftp://evil.com',
  'http:/evil.com',
  'https:evil.com',
  'http://',
  'http://evil.com\\@good.cn',
  '/news\u0000',
  'evil.com',
  './/evil.com',
];

const GOOD = ['/news', '/news/detail?id=3', '/detection#top', '/', 'http://www.tcmqc.example.cn', 'https://www.tcmqc.example.cn/path?q=1#x', 'https://中药.example.cn:8443/a'];

describe('isSafeLink (issue #17: operator-entered links)', () => {
  it.each(ATTACKS)('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));
  it.each(GOOD)('accepts %j', (link) => expect(isSafeLink(link)).toBe(true));

  it('is the rule of an advert link, with its Chinese message', () => {
    const advert = { position: 'home_banner', title: '广告', imageUrl: '/files/abcdefghijklmnopqrstuv.png' };
    expect(adminAdvertCreateSchema.safeParse({ ...advert, linkUrl: '/detection' }).success).toBe(true);
    expect(adminAdvertCreateSchema.safeParse({ ...advert, linkUrl: '' }).success).toBe(true);
    for (const linkUrl of ['/\\evil.com', '//evil.com', 'javascript:alert(1)']) {
      const r = adminAdvertCreateSchema.safeParse({ ...advert, linkUrl });
      expect(r.success, linkUrl).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(SAFE_LINK_MESSAGE);
    }
  });
});
