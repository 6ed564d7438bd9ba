import type { FormEvent, ReactNode } from 'react';
import styles from './search-form.module.css';

export interface SearchFormProps {
  /** The search landmark's name (订单筛选, 日志筛选 …). */
  label: string;
  /** Enter in a field or the form's submit button (查询). */
  onSearch: () => void;
  /** The space under the row: 16 px above a table, 8 px above a second row of filters, 0 inside a toolbar. */
  spaceBelow?: 0 | 8 | 16;
  className?: string;
  children: ReactNode;
}

const SPACE = { 0: styles.flush, 8: styles.close, 16: '' } as const;

/** A list's filter fields in one wrapping row, 8 px apart: a named search landmark that searches on Enter or 查询. */
export function SearchForm({ label, onSearch, spaceBelow = 16, className, children }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={label} className={[styles.form, SPACE[spaceBelow], className].filter(Boolean).join(' ')} onSubmit={submit}>
      {children}
    </form>
  );
}
