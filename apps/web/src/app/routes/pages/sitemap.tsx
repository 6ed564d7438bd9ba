import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { ROUTE_TABLE, type RouteEntry } from '@/app/routes/route-table';
import { NAV_ITEMS, isNavItemActive } from '@/config/nav';
import { paths } from '@/config/paths';
import styles from './sitemap.module.css';

/**
 * 网站地图, generated from the route table and the nav config so it never drifts: only pages a
 * visitor opens as they are — no signed-in pages, none that need an ?id= or another page first
 * (meta.sitemap false), no redirects, no 404 and not this page itself — grouped under the nav's
 * menus, then the sections the nav does not have.
 */
const SKIPPED = new Set<string>([paths.notFound.path, paths.sitemap.path, '*']);

/** Pages outside the nav's menus, by their first path segment. */
const SECTION_OF: Record<string, string> = {
  examine: '送检',
  shopCart: '送检',
  about: '关于平台',
  aboutUs: '关于平台',
  relation: '关于平台',
  news: '新闻资讯',
  search: '新闻资讯',
  mall: '商城与成果',
  achievement: '商城与成果',
  helpCenter: '帮助与服务',
  knowledge: '帮助与服务',
  contractUs: '帮助与服务',
  protocal: '帮助与服务',
  report: '帮助与服务',
  login: '账户',
  register: '账户',
};
const SECTION_ORDER = [...NAV_ITEMS.map((item) => item.name), '新闻资讯', '商城与成果', '帮助与服务', '账户'];

interface Group {
  title: string;
  routes: RouteEntry[];
}

const sectionOf = (path: string): string =>
  NAV_ITEMS.find((item) => isNavItemActive(item, path))?.name ?? SECTION_OF[path.split('/')[1] ?? ''] ?? '信息服务';

/** The routes a visitor can open from the site map, in their sections. */
export function sitemapGroups(): Group[] {
  const groups = new Map<string, Group>();
  for (const route of ROUTE_TABLE) {
    if (!route.page || SKIPPED.has(route.path) || route.meta.requireAuth || route.meta.sitemap === false) continue;
    const title = sectionOf(route.path);
    const group = groups.get(title) ?? { title, routes: [] };
    group.routes.push(route);
    groups.set(title, group);
  }
  const rank = (title: string) => (SECTION_ORDER.includes(title) ? SECTION_ORDER.indexOf(title) : SECTION_ORDER.length);
  return [...groups.values()].sort((a, b) => rank(a.title) - rank(b.title));
}

export default function SitemapPage() {
  const groups = sitemapGroups();
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <div className={styles.grid} data-testid="sitemap">
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.links}>
              {group.routes.map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{route.meta.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
