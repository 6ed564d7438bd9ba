import type { TestService } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { notifier } from '@/lib/notifier';
import { CART_TOAST_KEY, lineFromService } from '../cart-store';
import { useCart } from '../hooks/use-cart';

// antd's ShoppingCartOutlined (from @ant-design/icons-svg, drawn on its own 0 0 1024 1024 box).
const CART =
  'M922.9 701.9H327.4l29.9-60.9 496.8-.9c16.8 0 31.2-12 34.2-28.6l68.8-385.1c1.8-10.1-.9-20.5-7.5-28.4a34.99 34.99 0 00-26.6-12.5l-632-2.1-5.4-25.4c-3.4-16.2-18-28-34.6-28H96.5a35.3 35.3 0 100 70.6h125.9L246 312.8l58.1 281.3-74.8 122.1a34.96 34.96 0 00-3 36.8c6 11.9 18.1 19.4 31.5 19.4h62.8a102.43 102.43 0 00-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7h161.1a102.43 102.43 0 00-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7H923c19.4 0 35.3-15.8 35.3-35.3a35.42 35.42 0 00-35.4-35.2zM305.7 253l575.8 1.9-56.4 315.8-452.3.8L305.7 253zm96.9 612.7c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 01-31.6 31.6zm325.1 0c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 01-31.6 31.6z';

function CartIcon() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true">
      <path d={CART} />
    </svg>
  );
}

/**
 * 加入购物车 for one test service (one sample); adding it again adds to its sample count.
 * Plain elements; the toast through the notifier (issue #18: the detail page loads without antd).
 */
export function AddToCartButton({ service }: { service: TestService }) {
  const cart = useCart();
  const add = () => {
    cart.add([lineFromService(service, 1)]);
    notifier().success(`已将「${service.testItem.name}」加入购物车`, CART_TOAST_KEY);
  };
  return (
    <Button size="small" icon={<CartIcon />} onClick={add}>
      加入购物车
    </Button>
  );
}
