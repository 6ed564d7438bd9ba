import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, type NavItem } from '@/config/nav';
import { paths } from '@/config/paths';
import { ROUTE_TABLE } from './route-table';

const routePaths = new Set(ROUTE_TABLE.map((route) => route.path));

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('route table', () => {
  it('registers every path of config/paths', () => {
    for (const { path } of Object.values(paths)) expect(routePaths, path).toContain(path);
  });

  it('has each path once, a title for each, and either a page or a redirect', () => {
    expect(routePaths.size).toBe(ROUTE_TABLE.length);
    for (const route of ROUTE_TABLE) {
      expect(route.meta.title, route.path).not.toBe('');
      expect(Boolean(route.page) !== Boolean(route.redirectTo), route.path).toBe(true);
      if (route.redirectTo) expect(routePaths).toContain(route.redirectTo);
    }
  });

  it('carries the §2 metadata', () => {
    const meta = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.meta;
    expect(ROUTE_TABLE.find((r) => r.path === '/')?.redirectTo).toBe('/home');
    expect(ROUTE_TABLE.find((r) => r.path === '*')?.redirectTo).toBe('/404');
    expect(ROUTE_TABLE.find((r) => r.path === '/pcenter')?.redirectTo).toBe('/pcenter/baseInfo');
    expect(meta('/about')?.requireAuth).toBe(false);
    expect(meta('/forgetPwd')?.hidden).toBe(true);
    expect(meta('/shopCart')?.hideFooter).toBe(true);
    for (const route of ROUTE_TABLE.filter((r) => r.path.startsWith('/pcenter'))) {
      expect(route.meta.requireAuth, route.path).toBe(true);
    }
  });
});

describe('nav config', () => {
  const all = flatten(NAV_ITEMS);

  it('points every internal item at a registered route', () => {
    for (const item of all.filter((i) => i.path)) expect(routePaths, item.name).toContain(item.path);
  });

  it('gives every item either a path, a url (possibly empty) or children', () => {
    for (const item of all) {
      const kinds = [item.path !== undefined, item.url !== undefined, item.children !== undefined].filter(Boolean);
      expect(kinds, item.name).toHaveLength(1);
    }
  });

  it('opens external items in a new tab, and has exactly one without an address', () => {
    const external = all.filter((i) => i.url !== undefined);
    expect(external).toHaveLength(4);
    for (const item of external) expect(item.target, item.name).toBe('_blank');
    expect(external.filter((i) => i.url === '')).toHaveLength(1);
  });

  it('has the §2 main menu in order', () => {
    expect(NAV_ITEMS.map((i) => i.name)).toEqual(['首页', '关于平台', '送检', '标准查询', '检测机构']);
  });

  it('highlights an item for its page, its sub-pages and its children', () => {
    const [home, about, , standard, organization] = NAV_ITEMS as NavItem[];
    expect(isNavItemActive(home!, '/home')).toBe(true);
    expect(isNavItemActive(home!, '/homepage')).toBe(false);
    expect(isNavItemActive(about!, '/platformIntro')).toBe(true);
    expect(isNavItemActive(standard!, '/pharmacopoeia/detail')).toBe(true);
    expect(isNavItemActive(organization!, '/organization/settlement')).toBe(true);
    expect(isNavItemActive(organization!, null)).toBe(false);
  });
});
