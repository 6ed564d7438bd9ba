import { usePubsInformation } from '../api/get-pubs-information';
import { noticesHref } from '../hrefs';
import { PubsRows } from './pubs-rows';
import { QueryState } from '@/components/query-state/query-state';
import { SectionCard } from './section-card';

/** 公示公告: the newest public notices with their type, each a link to the notice. */
export function PubsList({ limit = 6 }: { limit?: number }) {
  const { data, isPending, isError } = usePubsInformation({ pageNum: 1, pageSize: limit });
  const items = data?.list ?? [];
  return (
    <SectionCard title="公示公告" testId="home-pubs" moreHref={noticesHref()}>
      <QueryState isPending={isPending} isError={isError} isEmpty={items.length === 0} rows={limit}>
        <PubsRows items={items} />
      </QueryState>
    </SectionCard>
  );
}
