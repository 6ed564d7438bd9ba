import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { ROUTE_TABLE, type RouteEntry } from '@/app/routes/route-table';
import { NAV_ITEMS, type NavItem } from '@/config/nav';
import { paths } from '@/config/paths';
import styles from './sitemap.module.css';

/**
 * 网站地图, generated from the route table and the nav config so it never
 * drifts: redirects, the catch-all, the 404 page and this page itself are
 * left out; routes are grouped by their first path segment under the
 * nav's name for it when there is one.
 */
const SKIPPED = new Set<string>([paths.notFound.path, paths.sitemap.path, '*']);

function navNames(items: readonly NavItem[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of items) {
    if (item.path) names.set(item.path, item.name);
    for (const [path, name] of navNames(item.children ?? [])) names.set(path, name);
  }
  return names;
}

interface Group {
  key: string;
  title: string;
  routes: RouteEntry[];
}

const GROUP_TITLES: Record<string, string> = {
  home: '首页',
  examine: '送检',
  news: '新闻资讯',
  pcenter: '个人中心',
  login: '账户',
  register: '账户',
  forgetPwd: '账户',
  shopCart: '购物',
  gotoOrder: '购物',
};

function buildGroups(): Group[] {
  const names = navNames(NAV_ITEMS);
  const groups = new Map<string, Group>();
  for (const route of ROUTE_TABLE) {
    if (!route.page || SKIPPED.has(route.path)) continue;
    const segment = route.path.split('/')[1] ?? '';
    const title = GROUP_TITLES[segment] ?? names.get(`/${segment}`) ?? '信息服务';
    const group = groups.get(title) ?? { key: segment, title, routes: [] };
    group.routes.push(route);
    groups.set(title, group);
  }
  return [...groups.values()];
}

export default function SitemapPage() {
  const groups = buildGroups();
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
