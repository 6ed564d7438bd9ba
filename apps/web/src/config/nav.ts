import { paths } from './paths';

/**
 * §3 navigation item. An internal item has a `path` (a route of ours); an
 * external one has a `url` to another sub-platform, opened with `target`.
 * An external item whose url is '' is not live yet and does nothing.
 */
export interface NavItem {
  name: string;
  path?: string;
  url?: string;
  target?: '_self' | '_blank';
  children?: NavItem[];
}

const env = import.meta.env;

/** Fictional defaults; real deployments set the VITE_* variables at build time. */
export const EXTERNAL_PLATFORM_URLS = {
  public: env.VITE_PUBLIC_PLATFORM_URL ?? 'https://public.tcm-platform.example/',
  trace: env.VITE_TRACE_PLATFORM_URL ?? 'https://trace.tcm-platform.example/',
  achievement: env.VITE_ACHIEVEMENT_PLATFORM_URL ?? 'https://achievement.tcm-platform.example/',
  bigData: env.VITE_BIGDATA_PLATFORM_URL ?? '',
} as const;

/** §2 main menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: '首页', path: paths.home.path },
  {
    name: '关于平台',
    children: [
      { name: '平台介绍', path: paths.platformIntro.path },
      { name: '中药公共服务平台', url: EXTERNAL_PLATFORM_URLS.public, target: '_blank' },
      { name: '中药材质量追溯平台', url: EXTERNAL_PLATFORM_URLS.trace, target: '_blank' },
      { name: '科技成果转化平台', url: EXTERNAL_PLATFORM_URLS.achievement, target: '_blank' },
      { name: '中药产业大数据平台', url: EXTERNAL_PLATFORM_URLS.bigData, target: '_blank' },
    ],
  },
  { name: '送检', path: paths.detection.path },
  {
    name: '标准查询',
    children: [
      { name: '质量标准', path: paths.standard.path },
      { name: '药典查询', path: paths.pharmacopoeia.path },
    ],
  },
  { name: '检测机构', path: paths.organization.path },
];

/** True when `navPath` is the item's page, one of its sub-pages, or a child's. */
export function isNavItemActive(item: NavItem, navPath: string | null): boolean {
  if (!navPath) return false;
  if (item.path && (navPath === item.path || navPath.startsWith(`${item.path}/`))) return true;
  return item.children?.some((child) => isNavItemActive(child, navPath)) ?? false;
}
