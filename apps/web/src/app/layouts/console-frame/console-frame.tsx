import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { HomeOutlined } from '@ant-design/icons';
import { Spin } from '@/components/lite/spin/spin';
import { SideMenu, type SideMenuItem } from '@/components/side-menu/side-menu';
import { paths } from '@/config/paths';
import { useMyRoles, type MyRoles } from '@/features/console/api/get-my-roles';
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
}

function Loading() {
  return (
    <div className={styles.loading}>
      <Spin size="large" description="页面加载中…" />
    </div>
  );
}

/** A signed-in account without the console's role (the server refuses its calls too). */
function Denied({ title, text }: { title: string; text: string }) {
  return (
    <main className={styles.denied}>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={paths.home.path}>
        <HomeOutlined /> 返回首页
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
  if (roles.isPending) return <Loading />;
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
        <Link to={paths.home.path} className={styles.portalLink}>
          <HomeOutlined /> 返回门户
        </Link>
      </header>
      <div className={styles.body}>
        <aside className={styles.side}>
          <SideMenu label={config.menuLabel} items={config.menu} dense />
        </aside>
        <main className={styles.main}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
