import { Link } from 'react-router';
import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { isNavItemActive, NAV_ITEMS, type NavItem } from '@/config/nav';
import { outboundUrl } from '@/lib/outbound-url';
import { useSession, type SessionSnapshot } from '@/lib/session';
import styles from './nav-bar.module.css';

/**
 * §2 navigation bar, built from config/nav.ts. The highlighted item follows
 * the stored navigation path (§3), which the shell updates on every navigation.
 */
export function NavBar() {
  const session = useSession();
  return (
    <nav className={styles.bar} aria-label="主导航">
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => (
          <li key={item.name} className={styles.item}>
            {item.children ? (
              <Dropdown
                menu={{ items: item.children.map((child) => toMenuItem(child, session)) }}
                placement="bottom"
                classNames={{ root: styles.dropdown }}
              >
                <button
                  type="button"
                  className={itemClass(item, session.navPath)}
                  aria-haspopup="menu"
                  aria-current={isNavItemActive(item, session.navPath) ? 'true' : undefined}
                  data-nav={item.name}
                >
                  {item.name}
                  <DownOutlined className={styles.caret} />
                </button>
              </Dropdown>
            ) : (
              <NavEntry
                item={item}
                session={session}
                className={itemClass(item, session.navPath)}
                current={isNavItemActive(item, session.navPath)}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function itemClass(item: NavItem, navPath: string | null): string {
  return isNavItemActive(item, navPath) ? `${styles.link} ${styles.active}` : `${styles.link}`;
}

function toMenuItem(item: NavItem, session: SessionSnapshot): NonNullable<MenuProps['items']>[number] {
  return {
    key: item.path ?? item.name,
    label: <NavEntry item={item} session={session} className={`${styles.menuLink}`} />,
  };
}

/** One entry: a route link, an external link in a new tab, or a not-yet-live item. */
function NavEntry({
  item,
  session,
  className,
  current = false,
}: {
  item: NavItem;
  session: SessionSnapshot;
  className: string;
  current?: boolean;
}) {
  if (item.path) {
    return (
      <Link to={item.path} className={className} aria-current={current ? 'page' : undefined}>
        {item.name}
      </Link>
    );
  }
  if (item.url) {
    const target = item.target ?? '_blank';
    return (
      <a
        href={outboundUrl(item.url, session)}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        className={className}
      >
        {item.name}
      </a>
    );
  }
  // §2: the item with an empty address does nothing when clicked.
  return (
    <a
      className={`${className} ${styles.pending}`}
      aria-disabled="true"
      data-pending="true"
      title="敬请期待"
      onClick={(event) => event.preventDefault()}
    >
      {item.name}
      <span className={styles.pendingTag}>敬请期待</span>
    </a>
  );
}
