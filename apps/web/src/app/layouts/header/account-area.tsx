import { Fragment, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HEADER_NAME_DELAY_MS } from '@tcm/shared';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { paths } from '@/config/paths';
import { logout as logoutCall } from '@/features/auth/api/logout';
import { useMyRoles } from '@/features/console/api/get-my-roles';
import { UnreadBadge } from '@/features/notices/components/unread-badge';
import { endSession } from '@/lib/auth-session';
import { leavePage } from '@/lib/navigation';
import { displayNameOf, getSession, isLoggedIn, useSession } from '@/lib/session';
import styles from './site-header.module.css';

/**
 * §9: the display name is read one second after the signed-in user changes.
 * Keyed by the name itself: the session snapshot is rebuilt on every
 * navigation, which must not restart the wait.
 */
function useDelayedDisplayName(): string | null {
  const current = displayNameOf(useSession());
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setName(displayNameOf(getSession())), HEADER_NAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return name;
}

/**
 * §4 logout: end the session on the server (its failure changes nothing),
 * forget it here, and load the login page afresh.
 */
async function logout() {
  await logoutCall().catch(() => undefined);
  endSession();
  leavePage(paths.login.getHref());
}

/**
 * Issue #11: the console entries — 机构工作台 for institution staff, 运营管理 for operators. One
 * small quiet call per visit (cached for five minutes per account); on any failure no link shows.
 * Issue #22: each carries the unread count of its console's 消息中心, asked only for a role the account has.
 */
function ConsoleLinks({ userId }: { userId: number | null }) {
  const roles = useMyRoles(userId, { quiet: true });
  const links = [
    roles.data?.institution ? { to: paths.workbench.getHref(), name: '机构工作台', scope: 'institution' as const } : null,
    roles.data?.operator ? { to: paths.admin.getHref(), name: '运营管理', scope: 'operator' as const } : null,
  ];
  return links.map((link) =>
    link ? (
      <Fragment key={link.to}>
        <Link to={link.to} className={styles.accountLink}>
          {link.name}
          <UnreadBadge scope={link.scope} className={styles.badge} />
        </Link>
        <span className={styles.divider} aria-hidden="true" />
      </Fragment>
    ) : null,
  );
}

/** §2: 登录 / 注册 for visitors; name, 个人中心 and 退出 with a valid session. */
export function AccountArea() {
  const session = useSession();
  const location = useLocation();
  const name = useDelayedDisplayName();

  if (isLoggedIn(session)) {
    return (
      <div className={styles.account} data-testid="account-area">
        <span className={styles.welcome} title={name ?? undefined}>
          <ShellIcon name="userOutlined" className={styles.userIcon} />
          您好，<span className={styles.userName}>{name ?? ''}</span>
        </span>
        <Link to={paths.pcenterNotice.getHref()} className={styles.accountLink} data-testid="header-notice-link">
          <ShellIcon name="bellOutlined" className={styles.bellIcon} />
          消息
          <UnreadBadge scope="member" className={styles.badge} />
        </Link>
        <span className={styles.divider} aria-hidden="true" />
        <Link to={paths.pcenterBaseInfo.getHref()} className={styles.accountLink}>
          个人中心
        </Link>
        <span className={styles.divider} aria-hidden="true" />
        <ConsoleLinks userId={session.userId} />
        <button type="button" className={styles.accountButton} onClick={() => void logout()}>
          退出
        </button>
      </div>
    );
  }

  return (
    <div className={styles.account} data-testid="account-area">
      <Link to={paths.login.getHref(location.pathname + location.search)} className={styles.loginLink}>
        登录
      </Link>
      <span className={styles.divider} aria-hidden="true" />
      <Link to={paths.register.getHref()} className={styles.accountLink}>
        注册
      </Link>
    </div>
  );
}
