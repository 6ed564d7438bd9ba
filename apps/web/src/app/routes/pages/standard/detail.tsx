import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/lite/button/button';
import { Empty } from '@/components/lite/empty/empty';
import { LiteIcon } from '@/components/lite/icon/icon';
import { arrowLeftOutlined } from '@/components/lite/icon/icon-paths';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { COLLECT_TYPE } from '@tcm/shared';
import { CollectHeart } from '@/features/collect/components/collect-heart';
import { QueryState } from '@/components/query-state/query-state';
import { useStandard } from '@/features/lookup/api/get-standard';
import { StandardDetailView } from '@/features/lookup/components/standard-detail-view';
import { positiveIntParam } from '@/lib/query-params';
import styles from '../lookup-page.module.css';

const NO_STANDARD_TEXT = '未找到该标准';

/** 标准详情 ?id=: one standard, its replacements, its PDF and the 收藏 heart. */
export default function StandardDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, isError, error } = useStandard(id);

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Button kind="link" className={styles.back} icon={<LiteIcon d={arrowLeftOutlined} />} onClick={() => void navigate(-1)}>
            返回
          </Button>
        }
      />
      <div className={styles.detailBody}>
        {id === null ? (
          <Empty description={NO_STANDARD_TEXT} />
        ) : isError ? (
          <Empty description={error.message || NO_STANDARD_TEXT} />
        ) : (
          <QueryState isPending={isPending} isError={false} rows={10}>
            {data ? <StandardDetailView standard={data} actions={<CollectHeart collectType={COLLECT_TYPE.STANDARD} itemId={data.id} />} /> : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
