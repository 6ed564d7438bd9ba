import { useSearchParams } from 'react-router';
import { formatDate } from '@tcm/shared';
import { DetailPage } from '@/components/detail-page/detail-page';
import { Tag } from '@/components/lite/tag/tag';
import { useRouteMeta } from '@/app/routes/route-meta';
import { usePubsDetail } from '@/features/content/api/get-pubs-detail';
import { pubsTypeColor } from '@/features/content/components/pubs-rows';
import { RichContent } from '@/features/content/components/rich-content';
import { positiveIntParam } from '@/lib/query-params';
import styles from './detail.module.css';

const NO_NOTICE_TEXT = '未找到该公告，可能已撤下';

/** 公示详情 ?id=: a public notice — type, publisher, time and its (sanitized) body. */
export default function NewsNoticePage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, isError } = usePubsDetail(id);

  return (
    <DetailPage title={title} id={id} missingText={NO_NOTICE_TEXT} isPending={isPending} isError={isError} classes={{ card: styles.card, body: styles.body }}>
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
    </DetailPage>
  );
}
