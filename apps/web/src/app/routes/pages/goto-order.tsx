import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Empty, Result } from 'antd';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { selectedLines, toOrderItems } from '@/features/cart/cart-store';
import { useCart } from '@/features/cart/hooks/use-cart';
import { clearDraft } from '@/features/orders/checkout-draft';
import { CheckoutForm } from '@/features/orders/components/checkout-form';
import { currentPagePath } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import styles from './commerce-page.module.css';

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
          <Button type="primary" onClick={() => void navigate(paths.login.getHref(currentPagePath()))}>
            去登录
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = (
      <Empty description="没有待结算的检测项目" style={{ padding: '80px 0' }}>
        <Link to={paths.shopCart.path}>返回购物车</Link>
      </Empty>
    );
  } else {
    content = <CheckoutForm key={cart.userId ?? 0} items={items} userId={cart.userId} onPlaced={placed} />;
  }

  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={<Link to={paths.shopCart.path}>返回购物车修改</Link>} />
      <div className={styles.body}>{content}</div>
    </section>
  );
}
