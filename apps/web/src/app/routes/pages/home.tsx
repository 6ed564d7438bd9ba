import { Suspense, lazy } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { SITE_NAME } from '@/config/site';
import styles from './home.module.css';

// The page's own chunk stays tiny so the heading shows at once; the blocks
// (carousel, tabs, lists) follow in a chunk of their own.
const HomeSections = lazy(() => import('@/features/content/components/home-sections'));
const RecommendedInstitutions = lazy(() => import('@/features/institutions/components/recommended-institutions'));
const NewOrderTicker = lazy(() => import('@/features/orders/components/new-order-ticker'));
const HomeMallPicks = lazy(() => import('@/features/products/components/home-mall-picks'));
const HomeSuppliers = lazy(() => import('@/features/products/components/home-suppliers'));

/** 首页: heading, then banner, quick entries, news, notices, statistics, public notices, recommended institutions, the mall's picks and recommended suppliers. */
export default function HomePage() {
  const { title } = useRouteMeta();
  return (
    <div className={styles.page}>
      <div className={styles.headingCard}>
        <PageHeading title={title} extra={`欢迎访问${SITE_NAME}`} />
      </div>
      {/*
        One boundary for every block: they appear together, in order, once all their chunks are in.
        With a boundary each, a later block whose chunk came first showed under the banner's
        placeholder and was pushed a screen down when the sections arrived (CLS 0.27 in CI).
      */}
      <Suspense fallback={<div className={styles.bannerSpace} aria-hidden="true" />}>
        <HomeSections />
        <NewOrderTicker />
        <RecommendedInstitutions />
        <HomeMallPicks />
        <HomeSuppliers />
      </Suspense>
    </div>
  );
}
