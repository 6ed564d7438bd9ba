import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('honours a path of this site, query and hash included', () => {
    expect(safeRedirectPath('/pcenter/baseInfo')).toBe('/pcenter/baseInfo');
    expect(safeRedirectPath('/news/list?page=2#top')).toBe('/news/list?page=2#top');
  });

  it.each([
    [null],
    [''],
    ['pcenter'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/a\\b'],
    [' /home'],
  ])('sends %j to /home', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/home');
  });

  it('does not return to the login, register or password pages', () => {
    expect(safeRedirectPath('/login?redirect=/x')).toBe('/home');
    expect(safeRedirectPath('/register')).toBe('/home');
    expect(safeRedirectPath('/forgetPwd')).toBe('/home');
    expect(safeRedirectPath('/loginx')).toBe('/loginx');
  });
});
