import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { DEFAULT_SEARCH_TYPE } from '@tcm/shared';
import { paths } from '@/config/paths';
import styles from './site-header.module.css';

/**
 * §2 header search, 430×40: Enter or 搜索 opens /search with the text and a
 * fresh salt; an empty search is allowed. On /search the box shows the text
 * searched for.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const onSearchPage = location.pathname === paths.search.path;
  const searchType = (onSearchPage && query.get('searchType')) || DEFAULT_SEARCH_TYPE;
  const urlText = onSearchPage ? (query.get('searchStr') ?? '') : '';
  const [text, setText] = useState(urlText);
  // Arriving on /search with another text (back, a link) shows that text.
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (onSearchPage && urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }

  const search = () => navigate(paths.search.getHref(text.trim()));

  return (
    <div className={styles.search} role="search">
      <Input
        className={styles.searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={search}
        placeholder={`请输入关键词，搜索${searchType}`}
        aria-label="搜索关键词"
        allowClear
      />
      <Button type="primary" className={styles.searchButton} icon={<SearchOutlined />} onClick={search}>
        搜索
      </Button>
    </div>
  );
}
