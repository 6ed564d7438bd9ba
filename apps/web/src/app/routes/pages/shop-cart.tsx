import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Empty } from 'antd';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { selectedLines } from '@/features/cart/cart-store';
import { CartView } from '@/features/cart/components/cart-view';
import { useCart } from '@/features/cart/hooks/use-cart';
import { PackageEditor, type PackageLine } from '@/features/packages/components/package-editor';
import { currentPagePath } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import styles from './commerce-page.module.css';

/** 购物车 (footer hidden): lines grouped by institution; checkout needs a login, the selection can become a package. */
export default function ShopCartPage() {
  const { title } = useRouteMeta();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useCart();
  const [packageSeed, setPackageSeed] = useState<PackageLine[] | null>(null);
  const loggedIn = isLoggedIn(session);

  const checkout = () => {
    if (loggedIn) return void navigate(paths.gotoOrder.path);
    modal.confirm({
      title: '请先登录',
      content: '登录后即可结算，购物车中的项目会保留。',
      okText: '去登录',
      cancelText: '稍后',
      onOk: () => void navigate(paths.login.getHref(currentPagePath())),
    });
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
          <Empty description="购物车还是空的" style={{ padding: '80px 0' }}>
            <Button type="primary" onClick={() => void navigate(paths.detection.path)}>
              去选择检测项目
            </Button>
          </Empty>
        ) : (
          <CartView
            lines={cart.lines}
            onCount={cart.setCount}
            onSelect={cart.setSelected}
            onRemove={cart.remove}
            onCheckout={checkout}
            extra={
              loggedIn ? (
                <Button type="link" disabled={selectedLines(cart.lines).length === 0} onClick={saveAsPackage}>
                  存为常用套餐
                </Button>
              ) : null
            }
          />
        )}
        {packageSeed ? <PackageEditor seed={packageSeed} onClose={() => setPackageSeed(null)} /> : null}
      </div>
    </section>
  );
}
