import type { Key, ReactNode } from 'react';
import styles from './descriptions.module.css';

export interface DescriptionItem {
  key: Key;
  label: ReactNode;
  children: ReactNode;
  /** How many of the row's columns the item takes (default 1). */
  span?: number;
}

/**
 * antd's bordered Descriptions (size middle): label and value cells in rows
 * of `column` items; an item whose span does not fit starts a new row, and a
 * row's last item stretches to its end.
 */
export function Descriptions({
  items,
  column = 2,
  size = 'middle',
  labelWidth,
  className,
}: {
  items: readonly DescriptionItem[];
  column?: number;
  /** The label cells' width in px, on one line (antd's styles.label width + nowrap). */
  labelWidth?: number;
  /** small: antd's size="small" (8 px × 16 px cells). */
  size?: 'middle' | 'small';
  className?: string;
}) {
  const rows: { item: DescriptionItem; span: number }[][] = [];
  let row: { item: DescriptionItem; span: number }[] = [];
  let used = 0;
  for (const item of items) {
    const span = Math.min(item.span ?? 1, column);
    if (used + span > column) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push({ item, span });
    used += span;
  }
  if (row.length) rows.push(row);
  return (
    <div className={[styles.root, size === 'small' && styles.small, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <tbody>
          {rows.map((cells, r) => {
            const filled = cells.reduce((n, c) => n + c.span, 0);
            return (
              <tr key={r}>
                {cells.map(({ item, span }, i) => {
                  const stretched = i === cells.length - 1 ? span + column - filled : span;
                  return [
                    <th key={`${String(item.key)}-label`} scope="row" className={styles.label} style={labelWidth ? { width: labelWidth, whiteSpace: 'nowrap' } : undefined}>
                      {item.label}
                    </th>,
                    <td key={`${String(item.key)}-value`} className={styles.value} colSpan={stretched * 2 - 1}>
                      {item.children}
                    </td>,
                  ];
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
