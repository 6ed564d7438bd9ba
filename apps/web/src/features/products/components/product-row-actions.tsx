import { App, Button, Popconfirm, Space } from 'antd';
import { RETCODE, type ApiEnvelope, type ProductSummary } from '@tcm/shared';
import { useChangeProduct } from '../api/change-publish-product';
import { useDeleteProduct } from '../api/delete-publish-product';
import { useRecommendProduct } from '../api/recommend-product';
import { ownerActions, submitLabel } from '../product-actions';
import styles from './my-products.module.css';

/** The owner's buttons for one row, as the goods status allows (审核中 offers none); each asks first. */
export function ProductRowActions({ product, onEdit }: { product: ProductSummary; onEdit: (id: number) => void }) {
  const { message } = App.useApp();
  const change = useChangeProduct();
  const recommend = useRecommendProduct();
  const remove = useDeleteProduct();
  const actions = ownerActions(product.goodsStatus);
  if (actions.length === 0) return <span className={styles.muted}>审核中，请等待平台审核</span>;

  const run = async (send: () => Promise<ApiEnvelope<unknown>>) => {
    try {
      const result = await send();
      if (result.retcode === RETCODE.SUCCESS) void message.success(result.retmsg);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  const confirm = (key: string, title: string, label: string, send: () => Promise<ApiEnvelope<unknown>>, danger = false) => (
    <Popconfirm key={key} title={title} okText="确定" cancelText="取消" okButtonProps={{ danger }} onConfirm={() => run(send)}>
      <Button size="small" type="link" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );

  return (
    <Space size={0} wrap data-testid="product-actions">
      {actions.map((action) => {
        switch (action) {
          case 'edit':
            return (
              <Button key={action} size="small" type="link" onClick={() => onEdit(product.id)}>
                编辑
              </Button>
            );
          case 'submit':
            return confirm(action, '确定提交审核吗？审核期间不能修改。', submitLabel(product.goodsStatus), () =>
              change.mutateAsync({ id: product.id, action: 'submit' }),
            );
          case 'delist':
            return confirm(action, '确定下架该产品吗？下架后商城不再展示，可修改后重新提交审核。', '下架', () =>
              change.mutateAsync({ id: product.id, action: 'delist' }),
            );
          case 'recommend':
            return product.recommended
              ? confirm(action, '确定取消该产品的首页推荐吗？', '取消推荐', () => recommend.mutateAsync({ id: product.id, recommend: false }))
              : confirm(action, '确定将该产品推荐到首页吗？', '推荐到首页', () => recommend.mutateAsync({ id: product.id, recommend: true }));
          case 'delete':
            return confirm(action, '确定删除该草稿吗？删除后不可恢复。', '删除', () => remove.mutateAsync(product.id), true);
        }
      })}
    </Space>
  );
}
