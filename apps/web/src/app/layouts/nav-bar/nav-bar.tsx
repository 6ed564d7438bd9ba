import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
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
              <NavDropdown item={item} session={session} />
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

/**
 * A section with sub-pages (disclosure navigation): its list opens while the
 * pointer is over the section or focus is inside it, the button toggles it,
 * Esc closes it and puts focus back on the button. Every entry is a real link.
 */
function NavDropdown({ item, session }: { item: NavItem; session: SessionSnapshot }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Focus moved back to the button by Esc must not open the list again.
  const keepClosed = useRef(false);
  const active = isNavItemActive(item, session.navPath);

  const onFocus = () => {
    if (keepClosed.current) keepClosed.current = false;
    else setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    if (document.activeElement !== button.current) {
      keepClosed.current = true;
      button.current?.focus();
    }
  };

  return (
    <div
      className={styles.dropdownHost}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={itemClass(item, session.navPath)}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={active ? 'true' : undefined}
        data-nav={item.name}
        // A click (mouse or Enter / Space) toggles; hover and focus have already opened it.
        onClick={(event) => {
          // A pointer click on a hover-opened list keeps it open.
          if (event.detail > 0) setOpen(true);
          else setOpen((was) => !was);
        }}
      >
        {item.name}
        <ShellIcon name="downOutlined" className={styles.caret} />
      </button>
      <ul id={listId} className={styles.dropdown} aria-label={item.name} hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.path ?? child.name} className={styles.dropdownItem}>
            <NavEntry item={child} session={session} className={`${styles.menuLink}`} onFollow={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One entry: a route link, an external link in a new tab, or a not-yet-live item. */
function NavEntry({
  item,
  session,
  className,
  current = false,
  onFollow,
}: {
  item: NavItem;
  session: SessionSnapshot;
  className: string;
  current?: boolean;
  onFollow?: () => void;
}) {
  if (item.path) {
    return (
      <Link to={item.path} className={className} aria-current={current ? 'page' : undefined} onClick={onFollow}>
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
        onClick={onFollow}
      >
        {item.name}
      </a>
    );
  }
  // §2: the item with an empty address does nothing when clicked — a disabled link, not an <a>
  // without href (search engines and Lighthouse count that as a link they cannot follow).
  return (
    <span className={`${className} ${styles.pending}`} role="link" aria-disabled="true" data-pending="true" title="敬请期待">
      {item.name}
      <span className={styles.pendingTag}>敬请期待</span>
    </span>
  );
}
