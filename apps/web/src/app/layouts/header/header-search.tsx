import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_SEARCH_TYPE } from '@tcm/shared';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import { paths } from '@/config/paths';
import styles from './site-header.module.css';

/**
 * §2 header search, 430×40: Enter or 搜索 opens /search with the text and a
 * fresh salt; an empty search is allowed. On /search the box shows the text
 * searched for, and searching again stays on the tab shown (searchType);
 * from any other page it searches 政策资讯. Plain elements: the shell carries no antd.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const query = new URLSearchParams(location.search);
  const onSearchPage = location.pathname === paths.search.path;
  const tab = onSearchPage ? query.get('searchType') : null;
  const searchType = tab || DEFAULT_SEARCH_TYPE;
  const urlText = onSearchPage ? (query.get('searchStr') ?? '') : '';
  const [text, setText] = useState(urlText);
  // Arriving on /search with another text (back, a link) shows that text.
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (onSearchPage && urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.search.getHref(text.trim(), { searchType: tab || undefined }));
  };

  return (
    <form className={styles.search} role="search" onSubmit={search}>
      <span className={styles.searchField}>
        <input
          ref={input}
          className={styles.searchInput}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={`请输入关键词，搜索${searchType}`}
          aria-label="搜索关键词"
          enterKeyHint="search"
        />
        {text ? (
          <button
            type="button"
            className={styles.searchClear}
            aria-label="清除关键词"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <ShellIcon name="closeCircleFilled" />
          </button>
        ) : null}
      </span>
      <button type="submit" className={styles.searchButton}>
        <ShellIcon name="searchOutlined" />
        搜索
      </button>
    </form>
  );
}
