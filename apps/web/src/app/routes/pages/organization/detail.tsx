import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COLLECT_TYPE, JUMP_TYPE } from '@tcm/shared';
import { BackButton } from '@/components/detail-page/back-button';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { CollectHeart } from '@/features/collect/components/collect-heart';
import { KnowledgeJumpButton } from '@/features/sign-on/components/knowledge-jump-button';
import { useInstitution } from '@/features/institutions/api/get-settle-company';
import { CertificateGallery } from '@/features/institutions/components/certificate-gallery';
import { EvaluationSummaryView } from '@/features/institutions/components/evaluation-summary';
import { InstitutionProfile } from '@/features/institutions/components/institution-profile';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ServiceTable } from '@/features/institutions/components/service-table';
import { evaluationsHref } from '@/features/institutions/hrefs';
import { positiveIntParam } from '@/lib/query-params';
import { paths } from '@/config/paths';
import styles from './organization-page.module.css';

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section className={styles.section} data-testid={testId} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** 机构详情 ?id=: profile, certificates, test services with prices, evaluation summary; 收藏. */
export default function OrganizationDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, error } = useInstitution(id);

  let body: ReactNode;
  if (id === null || error) {
    body = (
      <Empty className={styles.padded} description={error?.message || '未找到该检测机构'}>
        <Link to={paths.organization.getHref()}>返回检测机构列表</Link>
      </Empty>
    );
  } else if (isPending || !data) {
    body = <Skeleton className={styles.padded} rows={12} />;
  } else {
    body = (
      <>
        <InstitutionProfile detail={data} actions={
            <>
              <KnowledgeJumpButton jumpType={JUMP_TYPE.COMPANY_PROFILE} label="企业画像" loginLabel="登录后查看企业画像" plain testId="company-profile" />
              <CollectHeart collectType={COLLECT_TYPE.INSTITUTION} itemId={data.id} />
            </>
          } />
        <Section title="机构简介">
          <p className={styles.intro}>{data.intro}</p>
        </Section>
        <Section title="资质证书">
          <CertificateGallery certificates={data.certificates} />
        </Section>
        <Section title="检测服务">
          <ServiceTable detail={data} action={(s) => <AddToCartButton service={s} />} />
        </Section>
        <Section title="服务评价">
          <EvaluationSummaryView summary={data.evaluation} moreHref={evaluationsHref(data.id)} />
        </Section>
      </>
    );
  }

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={<BackButton />}
      />
      {body}
    </section>
  );
}
