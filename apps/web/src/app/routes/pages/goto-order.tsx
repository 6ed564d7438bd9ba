import { Suspense, lazy, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/lite/button/button';
import { Empty } from '@/components/lite/empty/empty';
import { Result } from '@/components/lite/result/result';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { selectedLines, toOrderItems, varietyOf } from '@/features/cart/cart-store';
import { useCart } from '@/features/cart/hooks/use-cart';
import { clearDraft } from '@/features/orders/checkout-draft';
import { lazyWithAntd } from '@/lib/lazy-antd';
import { currentPagePath } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import styles from './commerce-page.module.css';

// The member's checkout form is antd's: it loads, with antd's scope, only for a member with lines to order.
const CheckoutForm = lazyWithAntd(() => import('@/features/orders/components/checkout-form').then((m) => m.CheckoutForm));
// The saved invoice titles (issue #23) fill checkout's invoice: the invoices feature's picker, rendered inside the form (antd's scope is there already).
const InvoiceTitlePicker = lazy(() => import('@/features/invoices/components/invoice-title-picker').then((m) => ({ default: m.InvoiceTitlePicker })));

/** 确认订单: the cart's selected lines become one order per institution; placed orders leave the cart. */
export default function GotoOrderPage() {
  const { title } = useRouteMeta();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useCart();
  const chosen = useMemo(() => selectedLines(cart.lines), [cart.lines]);
  const items = useMemo(() => toOrderItems(chosen), [chosen]);

  const placed = () => {
    clearDraft(window.localStorage, cart.userId);
    void navigate(paths.pcenterOrder.path);
    cart.remove(chosen.map((l) => l.testServiceId));
  };

  let content: React.ReactNode;
  if (!isLoggedIn(session)) {
    content = (
      <Result
        status="info"
        title="请先登录后再结算"
        extra={
          <Button kind="primary" onClick={() => void navigate(paths.login.getHref(currentPagePath()))}>
            去登录
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = (
      <Empty description="没有待结算的检测项目" className={styles.emptyPage}>
        <Link to={paths.shopCart.path}>返回购物车</Link>
      </Empty>
    );
  } else {
    content = (
      <Suspense fallback={<CheckoutSkeleton />}>
        <CheckoutForm
          key={cart.userId ?? 0}
          items={items}
          userId={cart.userId}
          variety={varietyOf(chosen)}
          onPlaced={placed}
          invoiceTitlePicker={(onPick) => (
            <Suspense fallback={null}>
              <InvoiceTitlePicker onPick={onPick} label="常用抬头" />
            </Suspense>
          )}
        />
      </Suspense>
    );
  }

  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={<Link to={paths.shopCart.path}>返回购物车修改</Link>} />
      <div className={styles.body}>{content}</div>
    </section>
  );
}

/** While the checkout form loads: its first blocks' place, busy. */
function CheckoutSkeleton() {
  return (
    <div className={styles.formLoading}>
      <Skeleton rows={8} />
    </div>
  );
}
