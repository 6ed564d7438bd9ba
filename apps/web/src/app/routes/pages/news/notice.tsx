import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { Empty } from '@/components/lite/empty/empty';
import { LiteIcon } from '@/components/lite/icon/icon';
import { arrowLeftOutlined } from '@/components/lite/icon/icon-paths';
import { Tag } from '@/components/lite/tag/tag';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { usePubsDetail } from '@/features/content/api/get-pubs-detail';
import { pubsTypeColor } from '@/features/content/components/pubs-rows';
import { QueryState } from '@/components/query-state/query-state';
import { RichContent } from '@/features/content/components/rich-content';
import { positiveIntParam } from '@/lib/query-params';
import styles from './detail.module.css';

const NO_NOTICE_TEXT = '未找到该公告，可能已撤下';

/** 公示详情 ?id=: a public notice — type, publisher, time and its (sanitized) body. */
export default function NewsNoticePage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, isError } = usePubsDetail(id);

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Button kind="link" icon={<LiteIcon d={arrowLeftOutlined} />} onClick={() => void navigate(-1)}>
            返回
          </Button>
        }
      />
      <div className={styles.body}>
        {id === null ? (
          <Empty description={NO_NOTICE_TEXT} />
        ) : (
          <QueryState isPending={isPending} isError={isError} rows={12}>
            {data ? (
              <article data-testid="notice">
                <h2 className={styles.title}>{data.title}</h2>
                <p className={styles.meta}>
                  <Tag color={pubsTypeColor(data.infoType)}>{data.infoType}</Tag>
                  <span>发布单位：{data.publisher}</span>
                  <time dateTime={data.publishTime}>发布时间：{formatDate(data.publishTime, 'YYYY-MM-DD HH:mm')}</time>
                </p>
                <RichContent html={data.content} testId="notice-content" />
              </article>
            ) : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
