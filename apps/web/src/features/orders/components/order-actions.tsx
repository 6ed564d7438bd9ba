import { Suspense, useState, type ComponentType } from 'react';
import { allowedActions, ORDER_ACTION_LABELS, ORDER_MESSAGES, RETCODE, type OrderAction, type OrderFacts, type OrderStatus } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { ConfirmDialog } from '@/components/lite/dialog/confirm-dialog';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { notifier } from '@/lib/notifier';
import { useCancelOrder } from '../api/cancel-order';
import type { MoveDialogProps } from './move-dialogs';
import styles from './orders.module.css';

/**
 * The dialogs (vouchers and contracts to upload, the evaluation form, the
 * checkout form again) load with antd when a button is first pointed at or
 * focused, so the order list's first load carries neither (issue #18).
 */
const loadDialogs = () => Promise.all([import('./move-dialogs'), import('./resubmit-dialog')]).then(([moves, resubmit]) => ({ ...moves, ...resubmit }));
type DialogName = 'PayDialog' | 'SignContractDialog' | 'SendSamplesDialog' | 'EvaluateDialog' | 'ResubmitDialog';
const dialog = (name: DialogName): ComponentType<MoveDialogProps> => lazyPartWithAntd(() => loadDialogs().then((m) => m[name]));

export interface ActionableOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  facts: OrderFacts;
}

/** The member's buttons for an order: exactly what the lifecycle table allows, in its order. */
export const memberActions = (order: ActionableOrder): OrderAction[] => allowedActions(order.status, 'member', order.facts);

type DialogAction = Exclude<OrderAction, 'cancel'>;
const DIALOGS: Partial<Record<DialogAction, ComponentType<MoveDialogProps>>> = {
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
  const [open, setOpen] = useState<DialogAction | null>(null);
  const actions = memberActions(order);
  if (actions.length === 0) return null;
  const Dialog = open ? DIALOGS[open] : undefined;
  return (
    <div className={styles.actions} data-testid="order-actions">
      {actions.map((action) =>
        action === 'cancel' ? (
          <CancelButton key={action} order={order} size={size} />
        ) : (
          <Button
            key={action}
            size={size}
            kind={action === 'evaluate' ? 'default' : 'primary'}
            ghost={action !== 'evaluate'}
            onPointerEnter={() => void loadDialogs()}
            onFocus={() => void loadDialogs()}
            onClick={() => setOpen(action)}
          >
            {ORDER_ACTION_LABELS[action]}
          </Button>
        ),
      )}
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog orderId={order.id} orderNo={order.orderNo} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
