import type { ReactNode } from 'react';
import { Empty } from '@/components/lite/empty/empty';
import { PageHeading } from '@/components/page-heading/page-heading';
import { QueryState } from '@/components/query-state/query-state';
import { BackButton } from './back-button';

/**
 * The frame of a detail page opened by ?id= (a news article, a notice, a standard): the page's
 * heading with 返回, then `missingText` when the address names no record, the loading skeleton,
 * a failure, or the record. `refusal`: the server's refusal (e.g. 未找到该标准) shown as the
 * missing record, not as a failed load.
 */
export function DetailPage({
  title,
  id,
  missingText,
  isPending,
  isError,
  refusal,
  rows = 12,
  classes,
  children,
}: {
  title: string;
  id: number | null;
  missingText: string;
  isPending: boolean;
  isError: boolean;
  refusal?: string | null;
  rows?: number;
  classes: { card?: string; body?: string; back?: string };
  children: ReactNode;
}) {
  const missing = id === null || (isError && refusal !== undefined);
  return (
    <section className={classes.card}>
      <PageHeading title={title} extra={<BackButton className={classes.back} />} />
      <div className={classes.body}>
        {missing ? (
          <Empty description={(id !== null && refusal) || missingText} />
        ) : (
          <QueryState isPending={isPending} isError={isError} rows={rows}>
            {children}
          </QueryState>
        )}
      </div>
    </section>
  );
}
