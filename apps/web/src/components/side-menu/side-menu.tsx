import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface SideMenuItem {
  name: string;
  to: string;
  icon: ReactNode;
}

/**
 * The left menu of the personal centre and of the consoles: a named navigation landmark whose
 * current page is marked (NavLink's aria-current). Each frame keeps its own look (`classes`).
 */
export function SideMenu({ label, items, classes }: { label: string; items: readonly SideMenuItem[]; classes: { menu?: string; item?: string; active?: string } }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.menu}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? `${classes.item} ${classes.active}` : classes.item)}>
              <span aria-hidden="true">{item.icon}</span>
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
