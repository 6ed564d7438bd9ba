import type { ProductSummary } from '@tcm/shared';
import { useConfirmedAction, type ConfirmQuestion } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { useChangeProduct } from '../api/change-publish-product';
import { useDeleteProduct } from '../api/delete-publish-product';
import { useRecommendProduct } from '../api/recommend-product';
import { ownerActions, submitLabel, type OwnerAction } from '../product-actions';
import styles from './my-products.module.css';

interface Question extends ConfirmQuestion {
  label: string;
  danger?: boolean;
}

/** The owner's buttons for one row, as the goods status allows (审核中 offers none); each asks first. */
export function ProductRowActions({ product, onEdit }: { product: ProductSummary; onEdit: (id: number) => void }) {
  const change = useChangeProduct();
  const recommend = useRecommendProduct();
  const remove = useDeleteProduct();
  const { ask, dialog } = useConfirmedAction();
  const actions = ownerActions(product.goodsStatus);
  if (actions.length === 0) return <span className={styles.muted}>审核中，请等待平台审核</span>;

  const questionOf = (action: Exclude<OwnerAction, 'edit'>): Question => {
    switch (action) {
      case 'submit':
        return { title: '确定提交审核吗？审核期间不能修改。', label: submitLabel(product.goodsStatus), send: () => change.mutateAsync({ id: product.id, action: 'submit' }) };
      case 'delist':
        return { title: '确定下架该产品吗？下架后商城不再展示，可修改后重新提交审核。', label: '下架', send: () => change.mutateAsync({ id: product.id, action: 'delist' }) };
      case 'recommend':
        return product.recommended
          ? { title: '确定取消该产品的首页推荐吗？', label: '取消推荐', send: () => recommend.mutateAsync({ id: product.id, recommend: false }) }
          : { title: '确定将该产品推荐到首页吗？', label: '推荐到首页', send: () => recommend.mutateAsync({ id: product.id, recommend: true }) };
      case 'delete':
        return { title: '确定删除该草稿吗？删除后不可恢复。', label: '删除', danger: true, send: () => remove.mutateAsync(product.id) };
    }
  };

  return (
    <span className={styles.actions} data-testid="product-actions">
      {actions.map((action) => {
        if (action === 'edit') {
          return (
            <Button key={action} size="small" kind="link" onClick={() => onEdit(product.id)}>
              编辑
            </Button>
          );
        }
        const question = questionOf(action);
        return (
          <Button key={action} size="small" kind="link" danger={question.danger} onClick={() => ask(question)}>
            {question.label}
          </Button>
        );
      })}
      {dialog}
    </span>
  );
}
