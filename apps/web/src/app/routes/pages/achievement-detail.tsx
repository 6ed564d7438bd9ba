import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@tcm/shared';
import { BackButton } from '@/components/detail-page/back-button';
import { Descriptions } from '@/components/lite/descriptions/descriptions';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { useAchievement } from '@/features/achievements/api/get-tech-achievement';
import { TechTalkForm } from '@/features/achievements/components/tech-talk-form';
import layout from '@/features/achievements/components/achievements.module.css';
import { RichContent } from '@/features/content/components/rich-content';
import { positiveIntParam } from '@/lib/query-params';
import own from './achievement-detail.module.css';
import styles from './organization.module.css';

/** 成果详情 ?id=: the achievement's facts and content (sanitised by the server), and the 技术洽谈 form. */
export default function AchievementDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, error } = useAchievement(id);

  let body: ReactNode;
  if (id === null || error) {
    body = (
      <Empty className={own.padded} description={error?.message || '该技术成果不存在'}>
        <Link to={paths.achievement.getHref()}>返回技术成果</Link>
      </Empty>
    );
  } else if (isPending || !data) {
    body = <Skeleton className={own.padded} rows={12} />;
  } else {
    body = (
      <div className={layout.detail}>
        <article data-testid="achievement">
          <h2 className={layout.heading}>{data.title}</h2>
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'field', label: '技术领域', children: data.field },
              { key: 'owner', label: '成果方', children: data.owner },
              { key: 'mode', label: '转化方式', children: data.transferMode },
              { key: 'maturity', label: '成熟度', children: data.maturity },
              { key: 'patent', label: '专利号', children: data.patentNo || '—' },
              { key: 'contact', label: '联系人', children: data.contactName },
              { key: 'published', label: '发布时间', children: formatDate(data.publishedAt, 'YYYY-MM-DD') },
            ]}
          />
          <RichContent html={data.content} testId="achievement-content" />
        </article>
        <TechTalkForm achievementId={data.id} />
      </div>
    );
  }

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={<BackButton className={own.back} />}
      />
      {body}
    </section>
  );
}
