import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Spin } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { useMyRoles } from '@/features/workbench/api/get-my-roles';
import { WORKBENCH_MENU } from '@/features/workbench/menu';
import { useSession } from '@/lib/session';
import styles from './workbench-frame.module.css';

const STAFF_ONLY_TEXT = '仅限检测机构工作人员访问';

function Loading() {
  return (
    <div className={styles.loading}>
      <Spin size="large" description="页面加载中…" />
    </div>
  );
}

/** A signed-in account that is not an institution's staff (the server refuses its calls too). */
function StaffOnly() {
  return (
    <main className={styles.denied}>
      <h1>{STAFF_ONLY_TEXT}</h1>
      <p>当前账号不是入驻检测机构的工作人员。</p>
      <Link to={paths.home.path}>
        <HomeOutlined /> 返回首页
      </Link>
    </main>
  );
}

/**
 * Issue #11's institution workbench: a console of its own (brand strip with the institution's
 * name, a left menu drawn from WORKBENCH_MENU), shown only to staff — getMyRoles decides.
 * The route guard has already sent visitors to /login.
 */
export default function WorkbenchFrame() {
  const { userId } = useSession();
  const roles = useMyRoles(userId);
  if (roles.isPending) return <Loading />;
  const institution = roles.data?.institution;
  if (!institution) return <StaffOnly />;
  return (
    <div className={styles.console} data-testid="workbench-frame">
      <header className={styles.strip}>
        <span className={styles.brand}>检测机构工作台</span>
        <span className={styles.institution} data-testid="workbench-institution">
          {institution.name}
        </span>
        <Link to={paths.home.path} className={styles.portalLink}>
          <HomeOutlined /> 返回门户
        </Link>
      </header>
      <div className={styles.body}>
        <aside className={styles.side}>
          <nav aria-label="工作台菜单">
            <ul className={styles.menu}>
              {WORKBENCH_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
                    <span aria-hidden="true">{item.icon}</span>
                    {item.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
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
