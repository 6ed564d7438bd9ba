import { describe, expect, it } from 'vitest';
import { sitemapGroups } from './sitemap';

describe('the site map', () => {
  const groups = sitemapGroups();
  const listed = groups.flatMap((g) => g.routes.map((r) => r.path));

  it('lists every page a visitor opens as it is, the eight the nav does not reach among them', () => {
    for (const path of ['/home', '/knowledge', '/helpCenter', '/contractUs', '/aboutUs', '/about', '/relation', '/news', '/mall', '/report/verify', '/login']) {
      expect(listed, path).toContain(path);
    }
  });

  it('leaves out signed-in pages, pages that need an ?id= or another page first, and itself', () => {
    for (const route of groups.flatMap((g) => g.routes)) {
      expect(route.meta.requireAuth, route.path).toBeFalsy();
      expect(route.meta.sitemap, route.path).toBeUndefined();
    }
    for (const path of ['/news/detail', '/mall/detail', '/organization/detail', '/standard/detail', '/forgetPwd', '/gotoOrder', '/pcenter/order', '/workbench/orders', '/admin/audit', '/sitemap', '/404']) {
      expect(listed, path).not.toContain(path);
    }
  });

  it('groups them as the nav does, its menus first', () => {
    expect(groups.map((g) => g.title)).toEqual(['首页', '关于平台', '送检', '标准查询', '检测机构', '新闻资讯', '商城与成果', '帮助与服务', '账户']);
    const section = (title: string) => groups.find((g) => g.title === title)!.routes.map((r) => r.path);
    expect(section('标准查询')).toEqual(expect.arrayContaining(['/standard', '/pharmacopoeia', '/pharmacopoeia/list']));
    expect(section('关于平台')).toEqual(expect.arrayContaining(['/platformIntro', '/about', '/aboutUs', '/relation']));
  });
});
