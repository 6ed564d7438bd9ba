import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/lite/button/button';
import { ConfirmDialog } from '@/components/lite/dialog/confirm-dialog';
import { Empty } from '@/components/lite/empty/empty';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { selectedLines } from '@/features/cart/cart-store';
import { useCart } from '@/features/cart/hooks/use-cart';
import type { PackageLine } from '@/features/packages/components/package-editor';
import { lazyWithAntd } from '@/lib/lazy-antd';
import { currentPagePath } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import styles from './commerce-page.module.css';

// The cart's tables and the package editor are antd's: they load, with antd's scope, only when there is
// something in the cart (a first visit's cart is empty) or a package to save.
const CartView = lazyWithAntd(() => import('@/features/cart/components/cart-view').then((m) => m.CartView));
const PackageEditor = lazyWithAntd(() => import('@/features/packages/components/package-editor').then((m) => m.PackageEditor));

/** 购物车 (footer hidden): lines grouped by institution; checkout needs a login, the selection can become a package. */
export default function ShopCartPage() {
  const { title } = useRouteMeta();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useCart();
  const [packageSeed, setPackageSeed] = useState<PackageLine[] | null>(null);
  const [askingLogin, setAskingLogin] = useState(false);
  const loggedIn = isLoggedIn(session);

  const checkout = () => {
    if (loggedIn) return void navigate(paths.gotoOrder.path);
    setAskingLogin(true);
  };
  const saveAsPackage = () =>
    setPackageSeed(
      selectedLines(cart.lines).map((l) => ({ testServiceId: l.testServiceId, sampleCount: l.sampleCount, label: `${l.testItemName} · ${l.institutionName}`, priceFen: l.priceFen })),
    );

  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        {cart.lines.length === 0 ? (
          <Empty description="购物车还是空的" className={styles.emptyPage}>
            <Button kind="primary" onClick={() => void navigate(paths.detection.path)}>
              去选择检测项目
            </Button>
          </Empty>
        ) : (
          <Suspense fallback={<Skeleton rows={6} className={styles.cartLoading} />}>
            <CartView
              lines={cart.lines}
              onCount={cart.setCount}
              onSelect={cart.setSelected}
              onRemove={cart.remove}
              onCheckout={checkout}
              extra={
                loggedIn ? (
                  <Button kind="link" disabled={selectedLines(cart.lines).length === 0} onClick={saveAsPackage}>
                    存为常用套餐
                  </Button>
                ) : null
              }
            />
          </Suspense>
        )}
        {packageSeed ? (
          <Suspense fallback={null}>
            <PackageEditor seed={packageSeed} onClose={() => setPackageSeed(null)} />
          </Suspense>
        ) : null}
        <ConfirmDialog
          open={askingLogin}
          title="请先登录"
          content="登录后即可结算，购物车中的项目会保留。"
          okText="去登录"
          cancelText="稍 后"
          onOk={() => {
            setAskingLogin(false);
            void navigate(paths.login.getHref(currentPagePath()));
          }}
          onCancel={() => setAskingLogin(false)}
        />
      </div>
    </section>
  );
}
