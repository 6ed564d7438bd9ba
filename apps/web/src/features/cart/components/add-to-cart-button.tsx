import { App, Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { TestService } from '@tcm/shared';
import { lineFromService } from '../cart-store';
import { useCart } from '../hooks/use-cart';

/** 加入购物车 for one test service (one sample); adding it again adds to its sample count. */
export function AddToCartButton({ service }: { service: TestService }) {
  const cart = useCart();
  const { message } = App.useApp();
  const add = () => {
    cart.add([lineFromService(service, 1)]);
    void message.success({ content: `已将「${service.testItem.name}」加入购物车`, key: 'cart-added' });
  };
  return (
    <Button size="small" icon={<ShoppingCartOutlined />} onClick={add}>
      加入购物车
    </Button>
  );
}
