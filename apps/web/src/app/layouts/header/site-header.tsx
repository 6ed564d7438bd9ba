import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { paths } from '@/config/paths';
import { AccountArea } from './account-area';
import { HeaderSearch } from './header-search';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

/** §2 header: logo, search, 检测机构入驻 and the account area (unless the page hides it). */
export function SiteHeader({ showAccount }: { showAccount: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <SiteLogo />
        <div className={styles.right}>
          <HeaderSearch />
          <div className={styles.links}>
            {/* §2: onboarding opens as a full page load, not a client-side route change. */}
            <a href={paths.organizationSettlement.getHref()} className={styles.settleLink}>
              <ShellIcon name="bankOutlined" />
              检测机构入驻
            </a>
            {showAccount ? <AccountArea /> : null}
          </div>
        </div>
      </div>
    </header>
  );
}
