import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tree.module.css';

export interface TreeNode {
  key: number | string;
  title: ReactNode;
  children?: readonly TreeNode[];
}

export interface TreeProps {
  /** The tree's accessible name. */
  ariaLabel: string;
  nodes: readonly TreeNode[];
  /** The selected node's key; null: none. */
  selectedKey: number | string | null;
  /** A click (or Enter/Space) on a node selects it; on the selected node, clears the choice (antd's Tree). */
  onSelect: (key: number | string | null) => void;
  /** Every branch open at first (antd's defaultExpandAll); otherwise all closed. */
  defaultExpandAll?: boolean;
  className?: string;
}

// antd's CaretDownFilled glyph (from @ant-design/icons-svg).
const CARET = 'M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z';

interface Visible {
  node: TreeNode;
  parent: TreeNode | null;
}

/** The nodes a user can reach now: the roots and the children of open branches, in order. */
function visibleNodes(nodes: readonly TreeNode[], open: ReadonlySet<TreeNode['key']>, parent: TreeNode | null = null): Visible[] {
  return nodes.flatMap((node) => [
    { node, parent },
    ...(node.children?.length && open.has(node.key) ? visibleNodes(node.children, open, node) : []),
  ]);
}

const allBranches = (nodes: readonly TreeNode[]): TreeNode['key'][] =>
  nodes.flatMap((n) => (n.children?.length ? [n.key, ...allBranches(n.children)] : []));

/**
 * antd's Tree (blockNode, selectable) in plain elements: role=tree with treeitems that
 * open and close (aria-expanded), one tab stop and the arrow keys of the ARIA tree pattern
 * (↑↓ move, → opens or enters, ← closes or goes up, Home/End, Enter/Space select).
 */
export function Tree({ ariaLabel, nodes, selectedKey, onSelect, defaultExpandAll = false, className }: TreeProps) {
  const [open, setOpen] = useState<ReadonlySet<TreeNode['key']>>(() => new Set(defaultExpandAll ? allBranches(nodes) : []));
  const [focusKey, setFocusKey] = useState<TreeNode['key'] | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const visible = visibleNodes(nodes, open);
  const tabKey = visible.some((v) => v.node.key === focusKey) ? focusKey : (visible.find((v) => v.node.key === selectedKey) ?? visible[0])?.node.key;

  const toggle = (key: TreeNode['key']) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const focus = (key: TreeNode['key']) => {
    setFocusKey(key);
    const items = root.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [];
    [...items].find((el) => el.dataset.key === String(key))?.focus();
  };
  const select = (key: TreeNode['key']) => onSelect(key === selectedKey ? null : key);

  const onKeyDown = (event: KeyboardEvent, { node, parent }: Visible) => {
    const branch = Boolean(node.children?.length);
    const at = visible.findIndex((v) => v.node.key === node.key);
    const go = (i: number) => {
      const target = visible[i];
      if (target) focus(target.node.key);
    };
    const moves: Record<string, () => void> = {
      ArrowDown: () => go(at + 1),
      ArrowUp: () => go(at - 1),
      Home: () => go(0),
      End: () => go(visible.length - 1),
      ArrowRight: () => {
        const first = node.children?.[0];
        if (branch && !open.has(node.key)) toggle(node.key);
        else if (first) focus(first.key);
      },
      ArrowLeft: () => {
        if (branch && open.has(node.key)) toggle(node.key);
        else if (parent) focus(parent.key);
      },
      Enter: () => select(node.key),
      ' ': () => select(node.key),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  const renderNodes = (list: readonly TreeNode[], level: number, parent: TreeNode | null): ReactNode =>
    list.map((node) => {
      const branch = Boolean(node.children?.length);
      const expanded = branch && open.has(node.key);
      const selected = node.key === selectedKey;
      return (
        <li
          key={node.key}
          role="treeitem"
          aria-level={level}
          aria-expanded={branch ? expanded : undefined}
          aria-selected={selected}
          tabIndex={node.key === tabKey ? 0 : -1}
          data-key={String(node.key)}
          className={styles.item}
          onKeyDown={(e) => onKeyDown(e, { node, parent })}
          onFocus={(e) => e.target === e.currentTarget && setFocusKey(node.key)}
        >
          <div className={styles.row} style={{ paddingInlineStart: (level - 1) * 24 }}>
            <span
              className={branch ? (expanded ? styles.switcher : `${styles.switcher} ${styles.closed}`) : styles.switcher}
              aria-hidden="true"
              onClick={branch ? () => toggle(node.key) : undefined}
            >
              {branch ? (
                <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
                  <path d={CARET} />
                </svg>
              ) : null}
            </span>
            <span className={selected ? `${styles.title} ${styles.selected}` : styles.title} onClick={() => select(node.key)}>
              {node.title}
            </span>
          </div>
          {expanded ? (
            <ul role="group" className={styles.list}>
              {renderNodes(node.children!, level + 1, node)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    <ul ref={root} role="tree" aria-label={ariaLabel} className={className ? `${styles.list} ${styles.tree} ${className}` : `${styles.list} ${styles.tree}`}>
      {renderNodes(nodes, 1, null)}
    </ul>
  );
}
