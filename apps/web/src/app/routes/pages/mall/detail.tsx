import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COLLECT_TYPE, JUMP_TYPE } from '@tcm/shared';
import { BackButton } from '@/components/detail-page/back-button';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { CollectHeart } from '@/features/collect/components/collect-heart';
import { KnowledgeJumpButton } from '@/features/sign-on/components/knowledge-jump-button';
import { useProduct } from '@/features/products/api/get-publish-product';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { ProductReports } from '@/features/products/components/product-reports';
import { ProductSummaryView } from '@/features/products/components/product-summary';
import detail from '@/features/products/components/detail.module.css';
import { currentPagePath } from '@/lib/navigation';
import { positiveIntParam } from '@/lib/query-params';
import { isLoggedIn, useSession } from '@/lib/session';
import styles from './detail.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** 产品详情 ?id=: images, price and facts, 联系供应商, 收藏, the description and the batch's test reports. */
export default function MallDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, error } = useProduct(id, loggedIn ? session.userId : null);

  let body: ReactNode;
  if (id === null || error) {
    body = (
      <Empty className={styles.padded} description={error?.message || '该产品不存在或已下架'}>
        <Link to={paths.mall.getHref()}>返回商城</Link>
      </Empty>
    );
  } else if (isPending || !data) {
    body = <Skeleton className={styles.padded} rows={12} />;
  } else {
    body = (
      <>
        <div className={detail.top}>
          <ProductGallery images={data.images} name={data.name} />
          <ProductSummaryView
            product={data}
            loggedIn={loggedIn}
            loginHref={paths.login.getHref(currentPagePath())}
            actions={
              <>
                <KnowledgeJumpButton jumpType={JUMP_TYPE.PRODUCT_PROFILE} label="产品画像" loginLabel="登录后查看产品画像" plain testId="product-profile" />
                <CollectHeart collectType={COLLECT_TYPE.PRODUCT} itemId={data.id} />
              </>
            }
          />
        </div>
        <Section title="产品介绍">
          <p className={detail.description}>{data.description || '供应商暂未填写产品介绍'}</p>
        </Section>
        <Section title="检测报告">
          <ProductReports reports={data.reports} />
        </Section>
      </>
    );
  }

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={<BackButton className={styles.back} />}
      />
      {body}
    </section>
  );
}
