import HomeSections from '@/features/content/components/home-sections';
import RecommendedInstitutions from '@/features/institutions/components/recommended-institutions';
import HomeMallPicks from '@/features/products/components/home-mall-picks';
import HomeSuppliers from '@/features/products/components/home-suppliers';
import NewOrderTicker from '@/features/orders/components/new-order-ticker';

/**
 * The home page's blocks below its heading, in order: banner, quick entries, news, notices,
 * statistics and public notices; the latest orders; recommended institutions; the mall's picks;
 * recommended suppliers. One chunk: they show together, so they load together (issue #18).
 */
export default function HomeBlocks() {
  return (
    <>
      <HomeSections />
      <NewOrderTicker />
      <RecommendedInstitutions />
      <HomeMallPicks />
      <HomeSuppliers />
    </>
  );
}
