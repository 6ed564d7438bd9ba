import { useId, useState } from 'react';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import styles from './search-input.module.css';

const CLEAR_PATH =
  'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82L512 466.75 384.14 338.88l-45.2 45.2L466.75 512 338.88 639.86l45.2 45.2L512 557.25l127.86 127.87 45.2-45.2L557.25 512l127.87-127.86z';

export interface SearchInputProps {
  /** The words shown first; give the component a `key` to show new ones (the address changed). */
  defaultValue?: string;
  placeholder?: string;
  /** The field's accessible name (there is no visible label). */
  ariaLabel: string;
  /** The text of the button that searches (检索, 搜索); none: antd's plain icon button (named 搜索). */
  buttonText?: string;
  /** large: 40 px, 16 px text (antd's size="large"); middle: 32 px, 14 px. */
  size?: 'large' | 'middle';
  maxLength?: number;
  /** A clear cross while there is text; clearing searches for '' (as antd's Input.Search). */
  allowClear?: boolean;
  className?: string;
  /** Enter, the button, or the cross (with ''): the words as typed. */
  onSearch: (value: string) => void;
}

/**
 * A text field joined to a primary button (or, without a text, a plain
 * search-icon button), antd's Input.Search look (brand theme, 4 px corners)
 * from plain elements: a form, so Enter and the button
 * both submit (no search landmark: the header's search is the page's one).
 */
export function SearchInput({
  defaultValue = '',
  placeholder,
  ariaLabel,
  buttonText,
  size = 'middle',
  maxLength,
  allowClear = false,
  className,
  onSearch,
}: SearchInputProps) {
  const [value, setValue] = useState(defaultValue);
  const id = useId();
  const classes = [styles.root, size === 'large' ? styles.large : styles.middle, className].filter(Boolean).join(' ');
  return (
    <form
      className={classes}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value);
      }}
    >
      <span className={styles.field}>
        <input
          id={id}
          type="text"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          aria-label={ariaLabel}
          maxLength={maxLength}
          onChange={(e) => setValue(e.target.value)}
        />
        {allowClear && value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="清除"
            tabIndex={-1}
            onClick={() => {
              setValue('');
              document.getElementById(id)?.focus();
              onSearch('');
            }}
          >
            <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true">
              <path d={CLEAR_PATH} />
            </svg>
          </button>
        ) : null}
      </span>
      {buttonText ? (
        <button type="submit" className={styles.button}>
          {buttonText}
        </button>
      ) : (
        <button type="submit" className={styles.iconButton} aria-label="搜索">
          <ShellIcon name="searchOutlined" />
        </button>
      )}
    </form>
  );
}
