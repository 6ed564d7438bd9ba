import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import type { MyRoles, NoticeScope } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { PageSpinner } from '@/components/page-spinner/page-spinner';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { SideMenu, type SideMenuItem } from '@/components/side-menu/side-menu';
import { paths } from '@/config/paths';
import { useMyRoles } from '@/features/console/api/get-my-roles';
import { UnreadBadge } from '@/features/notices/components/unread-badge';
import { useSession } from '@/lib/session';
import styles from './console-frame.module.css';

/** What makes one console differ from another: its name, its menu and who may open it. */
export interface ConsoleConfig {
  /** Test ids are `<kind>-frame` and `<kind>-subtitle`. */
  kind: string;
  title: string;
  menuLabel: string;
  menu: readonly SideMenuItem[];
  /** The strip's second line for an account that may enter (e.g. its institution), or null to turn it away. */
  access: (roles: MyRoles | undefined) => { subtitle: string } | null;
  deniedTitle: string;
  deniedText: string;
  /** Issue #22: the console's 消息中心 — the scope its notifications are read in, and its page. */
  notices: { scope: NoticeScope; to: string };
}

/** The menu with 消息中心 (and its unread count) second, after the console's first page. */
function withNoticeItem(menu: readonly SideMenuItem[], { scope, to }: ConsoleConfig['notices']): SideMenuItem[] {
  const item: SideMenuItem = { name: '消息中心', to, icon: <ShellIcon name="bellOutlined" />, badge: <UnreadBadge scope={scope} /> };
  return [...menu.slice(0, 1), item, ...menu.slice(1)];
}

/** @ant-design/icons-svg's HomeOutlined, without the icon runtime (the frame's files all load before its first paint). */
const HOME_GLYPH =
  'M946.5 505L560.1 118.8l-25.9-25.9a31.5 31.5 0 00-44.4 0L77.5 505a63.9 63.9 0 00-18.8 46c.4 35.2 29.7 63.3 64.9 63.3h42.5V940h691.8V614.3h43.4c17.1 0 33.2-6.7 45.3-18.8a63.6 63.6 0 0018.7-45.3c0-17-6.7-33.1-18.8-45.2zM568 868H456V664h112v204zm217.9-325.7V868H632V640c0-22.1-17.9-40-40-40H432c-22.1 0-40 17.9-40 40v228H238.1V542.3h-96l370-369.7 23.1 23.1L882 542.3h-96.1z';

/** A signed-in account without the console's role (the server refuses its calls too). */
function Denied({ title, text }: { title: string; text: string }) {
  return (
    <main className={styles.denied}>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={paths.home.path}>
        <LiteIcon d={HOME_GLYPH} /> 返回首页
      </Link>
    </main>
  );
}

/**
 * Issue #11's consoles (institution workbench, operator console): a brand strip, a left menu
 * drawn from data and the page, shown only to accounts with the role — getMyRoles decides.
 * The route guard has already sent visitors to /login.
 */
export function ConsoleFrame({ config }: { config: ConsoleConfig }) {
  const { userId } = useSession();
  const roles = useMyRoles(userId);
  if (roles.isPending) return <PageSpinner className={styles.loading} />;
  const access = config.access(roles.data);
  if (!access) return <Denied title={config.deniedTitle} text={config.deniedText} />;
  return (
    <div className={styles.console} data-testid={`${config.kind}-frame`}>
      <header className={styles.strip}>
        <span className={styles.brand}>{config.title}</span>
        {access.subtitle ? (
          <span className={styles.subtitle} data-testid={`${config.kind}-subtitle`}>
            {access.subtitle}
          </span>
        ) : null}
        <nav className={styles.stripLinks} aria-label="控制台快捷入口">
          <Link to={config.notices.to} className={styles.stripLink} data-testid={`${config.kind}-notice-link`}>
            <ShellIcon name="bellOutlined" /> 消息中心
            <UnreadBadge scope={config.notices.scope} />
          </Link>
          <Link to={paths.home.path} className={styles.stripLink}>
            <LiteIcon d={HOME_GLYPH} /> 返回门户
          </Link>
        </nav>
      </header>
      <div className={styles.body}>
        <aside className={styles.side}>
          <SideMenu label={config.menuLabel} items={withNoticeItem(config.menu, config.notices)} dense />
        </aside>
        <main className={styles.main}>
          <Suspense fallback={<PageSpinner className={styles.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
