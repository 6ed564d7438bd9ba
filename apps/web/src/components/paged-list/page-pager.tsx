import type { ReactNode } from 'react';
import { Pagination } from '@/components/lite/pagination/pagination';

/** 共 N 条: what a list page says next to its pager unless it says otherwise. */
export const countLabel = (total: number) => `共 ${total} 条`;

/**
 * The pager under a public list's rows (news, notices, the pharmacopoeia, search, help): the page
 * as the server answered it, and the page the visitor picks. Nothing until the page is known, nor while one page holds all.
 */
export function PagePager({
  page,
  onPage,
  className,
  showTotal = countLabel,
}: {
  page: { pageNum: number; pageSize: number; total: number } | undefined;
  onPage: (pageNum: number) => void;
  className?: string;
  /** null: no total beside the pager. */
  showTotal?: ((total: number) => ReactNode) | null;
}) {
  if (!page || page.total <= page.pageSize) return null;
  return <Pagination className={className} current={page.pageNum} pageSize={page.pageSize} total={page.total} showTotal={showTotal ?? undefined} onChange={onPage} />;
}
