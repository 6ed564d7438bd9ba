import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** The tab's panel; without it the Tabs' own children fill the panel of the active tab. */
  children?: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  activeKey: string | undefined;
  onChange: (key: string) => void;
  /** The panel's content when the items bring none (a tab bar over one shared list). */
  children?: ReactNode;
  /** Beside the tab bar, on the right. */
  extra?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs in antd's line look (14 px labels 32 px apart, the active one in brand
 * with a 2 px ink bar, a hairline under the bar): role tablist/tab/tabpanel,
 * one tab in the tab order, the arrow keys (and Home/End) move to and open a
 * neighbouring tab. Only the active panel is rendered.
 */
export function Tabs({ items, activeKey, onChange, children, extra, className, 'aria-label': ariaLabel }: TabsProps) {
  const id = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move || !active || items.length === 0) return;
    event.preventDefault();
    const next = items[move(items.indexOf(active), items.length)];
    if (!next) return;
    refs.current.get(next.key)?.focus();
    if (next.key !== active.key) onChange(next.key);
  };

  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      <div className={styles.bar}>
        <div role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
          {items.map((item) => {
            const selected = item.key === active?.key;
            return (
              <button
                key={item.key}
                ref={(el) => {
                  if (el) refs.current.set(item.key, el);
                  else refs.current.delete(item.key);
                }}
                type="button"
                role="tab"
                id={tabId(item.key)}
                aria-selected={selected}
                aria-controls={selected ? panelId(item.key) : undefined}
                tabIndex={selected ? 0 : -1}
                className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
                onClick={() => {
                  if (!selected) onChange(item.key);
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      {active ? (
        <div role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)} className={styles.panel}>
          {active.children ?? children}
        </div>
      ) : null}
    </div>
  );
}
