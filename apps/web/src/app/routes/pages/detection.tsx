import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SampleSheetCheck, TestService } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { notifier } from '@/lib/notifier';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { currentPagePath } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import { CART_TOAST_KEY, type CartLine, lineFromService } from '@/features/cart/cart-store';
import { saveSheetDraft } from '@/features/orders/sample-lines';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useTestItems } from '@/features/detection/api/get-test-item-list';
import { matchChecksToItems } from '@/features/detection/check-matching';
import { ProviderCompare } from '@/features/detection/components/provider-compare';
import { TestPicker, type TestChoice } from '@/features/detection/components/test-picker';
import styles from './commerce-page.module.css';

// 批量导入样品 opens on a button: its dialog (antd, the sheet's table) loads only then.
const SampleSheetDialog = lazyPartWithAntd(() => import('@/features/orders/components/sample-sheet-dialog').then((m) => m.SampleSheetDialog));

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
  const session = useSession();
  const [sheetFor, setSheetFor] = useState<{ id: number; name: string } | null>(null);
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
  // The sheet is checked as the member's: a visitor signs in first and comes back here.
  const openSheet = (institution: { id: number; name: string }) =>
    isLoggedIn(session) ? setSheetFor(institution) : void navigate(paths.login.getHref(currentPagePath()));
  /** The sheet's lines become the cart's only chosen lines, its samples go with them, and the checkout opens. */
  const orderWithSheet = (checked: SampleSheetCheck, institution: { id: number; name: string }) => {
    const ids = checked.items.map((i) => i.testServiceId);
    const lines: CartLine[] = checked.items.map((i) => ({
      ...(choice.variety ? { variety: choice.variety } : {}),
      testServiceId: i.testServiceId,
      sampleCount: i.sampleCount,
      selected: true,
      institutionId: institution.id,
      institutionName: institution.name,
      testItemId: i.testItemId,
      testItemName: i.testItemName,
      priceFen: i.unitPriceFen,
      periodDays: i.periodDays,
    }));
    cart.remove(ids);
    cart.add(lines);
    cart.setSelected(cart.lines.map((l) => l.testServiceId).filter((id) => !ids.includes(id)), false);
    saveSheetDraft(window.localStorage, cart.userId, { institutionId: institution.id, samples: checked.samples });
    void navigate(paths.gotoOrder.path);
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
        <ProviderCompare choice={choice} onAdd={add} onSampleSheet={openSheet} />
        {sheetFor ? (
          <Suspense fallback={null}>
            <SampleSheetDialog open institutionId={sheetFor.id} institutionName={sheetFor.name} onClose={() => setSheetFor(null)} onConfirm={(checked) => orderWithSheet(checked, sheetFor)} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
