import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './side-menu.module.css';

export interface SideMenuItem {
  name: string;
  to: string;
  icon: ReactNode;
  /**
   * Drawn at the item's right end (the 消息中心's unread count), beside the link rather than inside
   * it, so the link's name stays the page's name; clicks pass through it to the link.
   */
  badge?: ReactNode;
}

/**
 * The left menu of the personal centre and of the consoles (`dense`): a named navigation landmark
 * whose current page is marked (NavLink's aria-current and the brand's left bar).
 */
export function SideMenu({ label, items, dense = false }: { label: string; items: readonly SideMenuItem[]; dense?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className={dense ? `${styles.menu} ${styles.dense}` : styles.menu}>
        {items.map((item) => (
          <li key={item.to} className={styles.entry}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
              <span aria-hidden="true">{item.icon}</span>
              {item.name}
            </NavLink>
            {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
