import type { Key, ReactNode } from 'react';
import styles from './table.module.css';

export interface TableColumn<T> {
  key: string;
  title: ReactNode;
  /** px; columns without a width share what is left. */
  width?: number;
  /** One line cut with …, the whole text in the cell's title (render must return a string). */
  ellipsis?: boolean;
  render: (row: T) => ReactNode;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** small: 8 px cells, middle: 12/8 px, large: 16 px (antd's sizes). */
  size?: 'small' | 'middle' | 'large';
  /** Lines around every cell (antd's bordered). */
  bordered?: boolean;
  /** Fetching another page: the rows dim and the table says it is busy. */
  loading?: boolean;
  className?: string;
}

const SIZES = { small: 'small', middle: 'middle', large: 'large' } as const;

/** A plain <table> with antd Table's look (header band, row lines, hover). */
export function Table<T>({ columns, rows, rowKey, size = 'large', bordered = false, loading = false, className }: TableProps<T>) {
  const fixed = columns.some((c) => c.ellipsis);
  const classes = [styles.table, styles[SIZES[size]], bordered ? styles.bordered : '', fixed ? styles.fixed : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.wrap, loading ? styles.loading : '', className].filter(Boolean).join(' ')} aria-busy={loading || undefined}>
      <table className={classes}>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={c.width ? { width: c.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-row-key={String(rowKey(row))}>
              {columns.map((c) => {
                const content = c.render(row);
                return c.ellipsis ? (
                  <td key={c.key} className={styles.ellipsis} title={typeof content === 'string' ? content : undefined}>
                    {content}
                  </td>
                ) : (
                  <td key={c.key}>{content}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
