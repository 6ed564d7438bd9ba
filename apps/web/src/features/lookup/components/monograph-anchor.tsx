import { useEffect, useState } from 'react';
import styles from './monograph.module.css';

export interface AnchorItem {
  key: string;
  /** The id of the section the entry scrolls to. */
  id: string;
  title: string;
}

/** How far below the top of the window a section counts as the one being read (antd's offsetTop 16 + a line). */
const READ_LINE_PX = 40;

/**
 * The document's table of contents (antd's Anchor look: a grey rail, the
 * section being read marked in the brand colour and aria-current). A click
 * scrolls to the section and replaces the address's hash (no history entry).
 */
export function MonographAnchor({ items }: { items: readonly AnchorItem[] }) {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const onScroll = () => {
      let current: string | null = null;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= READ_LINE_PX) current = item.id;
      }
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [items]);

  return (
    <nav className={styles.anchorNav} aria-label="本页目录">
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={`#${item.id}`}
              className={item.id === active ? `${styles.anchorLink} ${styles.anchorLinkActive}` : styles.anchorLink}
              aria-current={item.id === active ? 'location' : undefined}
              onClick={(e) => {
                const target = document.getElementById(item.id);
                if (!target) return;
                e.preventDefault();
                target.scrollIntoView({ behavior: 'smooth', block: 'start' });
                window.history.replaceState(window.history.state, '', `#${item.id}`);
                setActive(item.id);
              }}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
