import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TestService } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { notifier } from '@/lib/notifier';
import { CART_TOAST_KEY, lineFromService } from '@/features/cart/cart-store';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useTestItems } from '@/features/detection/api/get-test-item-list';
import { matchChecksToItems } from '@/features/detection/check-matching';
import { ProviderCompare } from '@/features/detection/components/provider-compare';
import { TestPicker, type TestChoice } from '@/features/detection/components/test-picker';
import styles from './commerce-page.module.css';

const idsParam = (raw: string | null) => (raw ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);

/**
 * 送检 ?variety=&items=1,2&checks=水分|总灰分: choose the variety and test items (or arrive with
 * them from a pharmacopoeia monograph, whose checks become items), compare the institutions that
 * offer them all, and put one institution's offers in the cart. The choice lives in the address.
 */
export default function DetectionPage() {
  const { title } = useRouteMeta();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const cart = useCart();
  const items = useTestItems();
  const checks = params.get('checks');
  const choice: TestChoice = { variety: params.get('variety') || null, itemIds: idsParam(params.get('items')) };

  const setChoice = (next: TestChoice) => {
    const search = new URLSearchParams();
    if (next.variety) search.set('variety', next.variety);
    if (next.itemIds.length) search.set('items', next.itemIds.join(','));
    setParams(search, { replace: true });
  };
  // A monograph's checks turn into test items once the catalogue is here.
  useEffect(() => {
    if (!checks || !items.data) return;
    const matched = matchChecksToItems(checks.split('|'), items.data);
    const search = new URLSearchParams(params);
    search.delete('checks');
    search.set('items', [...new Set([...idsParam(params.get('items')), ...matched])].join(','));
    setParams(search, { replace: true });
  }, [checks, items.data, params, setParams]);

  const add = (services: TestService[], sampleCount: number) => {
    cart.add(services.map((s) => lineFromService(s, sampleCount, choice.variety ?? undefined)));
    notifier().success(`已将 ${services.length} 个项目加入购物车`, CART_TOAST_KEY);
  };

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Button kind="primary" ghost onClick={() => void navigate(paths.shopCart.path)} data-testid="go-cart">
            购物车（{cart.lines.length}）
          </Button>
        }
      />
      <div className={styles.body}>
        <p className={styles.lead}>
          选择要检测的药材品种和检测项目，比较可承检机构的价格、周期与资质后加入购物车。不确定检测什么？
          <Link to={paths.examine.path}>提交送检申请</Link>，由平台为您推荐。
        </p>
        <TestPicker value={choice} onChange={setChoice} />
        <ProviderCompare choice={choice} onAdd={add} />
      </div>
    </section>
  );
}
