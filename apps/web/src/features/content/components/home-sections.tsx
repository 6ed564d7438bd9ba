import { Suspense, lazy } from 'react';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { BannerCarousel, SideAdverts } from './banner-carousel';
import { NewsTabs } from './news-tabs';
import { NewsTicker } from './news-ticker';
import { NoticeList } from './notice-list';
import { PubsList } from './pubs-list';
import { QuickEntries } from './quick-entries';
import styles from './home.module.css';

// Its own chunk: the statistics call and chart never hold up the first paint.
const PlatformStatistics = lazy(() => import('./platform-statistics'));

/**
 * The home page's blocks. Blocks whose data belongs to issues not landed yet
 * (recommended institutions, popular test services, latest standards, mall
 * products, recommended suppliers) are left out rather than shown with
 * made-up cards. Default export: the page loads this after its heading.
 */
export default function HomeSections() {
  return (
    <>
      <BannerCarousel />
      <QuickEntries />
      <NewsTicker />
      <div className={styles.newsRow}>
        <NewsTabs />
        <div className={styles.sideColumn}>
          <NoticeList />
          <SideAdverts />
        </div>
      </div>
      <Suspense fallback={<Skeleton rows={8} className={styles.statsFallback} />}>
        <PlatformStatistics />
      </Suspense>
      <PubsList />
    </>
  );
}
