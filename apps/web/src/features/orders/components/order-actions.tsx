import { useState, type ComponentType } from 'react';
import { ORDER_ACTION_LABELS, ORDER_MESSAGES, RETCODE, type OrderAction } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { ConfirmDialog } from '@/components/lite/dialog/confirm-dialog';
import { actionsOf, OrderActionBar, type ActionableOrder, type MoveDialogProps } from '@/components/order-actions/order-action-bar';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { notifier } from '@/lib/notifier';
import { useCancelOrder } from '../api/cancel-order';

/**
 * The dialogs (vouchers and contracts to upload, the evaluation form, the
 * checkout form again) load with antd when a button is first pointed at or
 * focused, so the order list's first load carries neither (issue #18).
 */
const loadDialogs = () => Promise.all([import('./move-dialogs'), import('./resubmit-dialog')]).then(([moves, resubmit]) => ({ ...moves, ...resubmit }));
type DialogName = 'PayDialog' | 'SignContractDialog' | 'SendSamplesDialog' | 'EvaluateDialog' | 'ResubmitDialog';
const dialog = (name: DialogName): ComponentType<MoveDialogProps> => lazyPartWithAntd(() => loadDialogs().then((m) => m[name]));

/** The member's buttons for an order: exactly what the lifecycle table allows, in its order. */
export const memberActions = (order: ActionableOrder): OrderAction[] => actionsOf(order, 'member');

const DIALOGS: Partial<Record<OrderAction, ComponentType<MoveDialogProps>>> = {
  pay: dialog('PayDialog'),
  signContract: dialog('SignContractDialog'),
  sendSamples: dialog('SendSamplesDialog'),
  evaluate: dialog('EvaluateDialog'),
  resubmit: dialog('ResubmitDialog'),
};

function CancelButton({ order, size }: { order: ActionableOrder; size: 'small' | 'middle' }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  const confirm = async () => {
    setAsking(false);
    try {
      const result = await cancel.mutateAsync({ orderId: order.id, reason: '' });
      if (result.retcode === RETCODE.SUCCESS) notifier().success(result.retmsg || ORDER_MESSAGES.moved);
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  return (
    <>
      <Button size={size} danger loading={cancel.isPending} onClick={() => setAsking(true)}>
        {ORDER_ACTION_LABELS.cancel}
      </Button>
      <ConfirmDialog
        open={asking}
        title="确定取消该订单吗？"
        content={`订单 ${order.orderNo} 取消后不可恢复。`}
        okText="取消订单"
        cancelText="再想想"
        onOk={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** Row or detail buttons; each opens its dialog (cancel asks for confirmation first). */
export function OrderActions({ order, size = 'small' }: { order: ActionableOrder; size?: 'small' | 'middle' }) {
  return (
    <OrderActionBar
      order={order}
      actor="member"
      dialogs={DIALOGS}
      preload={loadDialogs}
      custom={(action) => (action === 'cancel' ? <CancelButton order={order} size={size} /> : null)}
      look={(action) => ({ plain: action === 'evaluate' })}
      size={size}
      testId="order-actions"
    />
  );
}
