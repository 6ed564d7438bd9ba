import { useNavigate } from 'react-router';
import type { LookupScope } from '@tcm/shared';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { lookupSearchHref } from '../hrefs';

export const LOOKUP_PLACEHOLDER = '输入药名、拼音、首字母、拉丁名或标准编号，如 人参、renshen、rs、GB/T 19618';

/**
 * The search box of the lookup pages: Enter or the button opens
 * /pharmacopoeia/search with the words (an empty box stays put). With
 * `onSearch` the caller handles the words instead (the search page itself).
 */
export function LookupSearchBox({
  defaultValue = '',
  scope = 'all',
  size = 'large',
  className,
  placeholder = LOOKUP_PLACEHOLDER,
  onSearch,
}: {
  defaultValue?: string;
  scope?: LookupScope;
  size?: 'large' | 'middle';
  className?: string;
  placeholder?: string;
  onSearch?: (q: string) => void;
}) {
  const navigate = useNavigate();
  return (
    <SearchInput
      key={defaultValue}
      className={className}
      defaultValue={defaultValue}
      placeholder={placeholder}
      ariaLabel="药典与标准检索"
      buttonText="检索"
      size={size}
      maxLength={50}
      allowClear
      onSearch={(value) => {
        const q = value.trim();
        if (!q) return;
        if (onSearch) onSearch(q);
        else void navigate(lookupSearchHref(q, scope));
      }}
    />
  );
}
