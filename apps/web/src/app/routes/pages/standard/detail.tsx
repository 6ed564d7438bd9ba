import { useSearchParams } from 'react-router';
import { useRouteMeta } from '@/app/routes/route-meta';
import { DetailPage } from '@/components/detail-page/detail-page';
import { COLLECT_TYPE } from '@tcm/shared';
import { CollectHeart } from '@/features/collect/components/collect-heart';
import { useStandard } from '@/features/lookup/api/get-standard';
import { StandardDetailView } from '@/features/lookup/components/standard-detail-view';
import { positiveIntParam } from '@/lib/query-params';
import styles from '../lookup-page.module.css';

const NO_STANDARD_TEXT = '未找到该标准';

/** 标准详情 ?id=: one standard, its replacements, its PDF and the 收藏 heart. */
export default function StandardDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, isError, error } = useStandard(id);

  return (
    <DetailPage
      title={title}
      id={id}
      missingText={NO_STANDARD_TEXT}
      isPending={isPending}
      isError={isError}
      refusal={error?.message ?? null}
      rows={10}
      classes={{ card: styles.card, body: styles.detailBody, back: styles.back }}
    >
      {data ? <StandardDetailView standard={data} actions={<CollectHeart collectType={COLLECT_TYPE.STANDARD} itemId={data.id} />} /> : null}
    </DetailPage>
  );
}
