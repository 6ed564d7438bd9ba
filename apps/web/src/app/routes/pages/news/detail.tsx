import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@tcm/shared';
import { DetailPage } from '@/components/detail-page/detail-page';
import { LiteIcon } from '@/components/lite/icon/icon';
import { eyeOutlined } from '@/components/lite/icon/icon-paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useArticleDetail } from '@/features/content/api/get-article-detail';
import { useCountArticleView } from '@/features/content/api/count-article-view';
import { RichContent } from '@/features/content/components/rich-content';
import { positiveIntParam } from '@/lib/query-params';
import { articleHref, newsListHref } from '@/features/content/hrefs';
import styles from './detail.module.css';

const NO_ARTICLE_TEXT = '未找到该资讯，可能已下线';

/** 资讯详情 ?id=: title, source, time, views, the body, previous/next. */
export default function NewsDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, isError } = useArticleDetail(id);
  const counted = useCountArticleView(id);

  return (
    <DetailPage title={title} id={id} missingText={NO_ARTICLE_TEXT} isPending={isPending} isError={isError} classes={{ card: styles.card, body: styles.body }}>
      {data ? (
        <article data-testid="article">
          <h2 className={styles.title}>{data.title}</h2>
          <p className={styles.meta}>
            <Link to={newsListHref(data.categoryId)}>{data.categoryName}</Link>
            <span>来源：{data.source}</span>
            {data.author ? <span>作者：{data.author}</span> : null}
            <time dateTime={data.publishTime}>发布时间：{formatDate(data.publishTime, 'YYYY-MM-DD HH:mm')}</time>
            <span data-testid="article-views">
              <LiteIcon d={eyeOutlined} /> {counted ?? data.viewCount}
            </span>
          </p>
          <RichContent html={data.content} testId="article-content" />
          <nav className={styles.siblings} aria-label="上一篇与下一篇">
            <p>
              上一篇：
              {data.prev ? <Link to={articleHref(data.prev.id)}>{data.prev.title}</Link> : <span>没有了</span>}
            </p>
            <p>
              下一篇：
              {data.next ? <Link to={articleHref(data.next.id)}>{data.next.title}</Link> : <span>没有了</span>}
            </p>
          </nav>
        </article>
      ) : null}
    </DetailPage>
  );
}
