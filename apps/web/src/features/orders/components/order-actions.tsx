import { lazy, Suspense, useState, type ComponentType } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import { allowedActions, ORDER_ACTION_LABELS, ORDER_MESSAGES, RETCODE, type OrderAction, type OrderFacts, type OrderStatus } from '@tcm/shared';
import { useCancelOrder } from '../api/cancel-order';
import type { MoveDialogProps } from './move-dialogs';

/**
 * The dialogs (vouchers and contracts to upload, the evaluation form, the
 * checkout form again) load when a button is first pointed at or focused,
 * so the order list's first load does not carry them (issue #18).
 */
const loadDialogs = () => Promise.all([import('./move-dialogs'), import('./resubmit-dialog')]).then(([moves, resubmit]) => ({ ...moves, ...resubmit }));
type DialogName = 'PayDialog' | 'SignContractDialog' | 'SendSamplesDialog' | 'EvaluateDialog' | 'ResubmitDialog';
const dialog = (name: DialogName): ComponentType<MoveDialogProps> => lazy(() => loadDialogs().then((m) => ({ default: m[name] })));

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
  const { message } = App.useApp();
  const cancel = useCancelOrder();
  const confirm = async () => {
    try {
      const result = await cancel.mutateAsync({ orderId: order.id, reason: '' });
      if (result.retcode === RETCODE.SUCCESS) void message.success(result.retmsg || ORDER_MESSAGES.moved);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  return (
    <Popconfirm title="确定取消该订单吗？取消后不可恢复。" okText="取消订单" cancelText="再想想" onConfirm={() => confirm()}>
      <Button size={size} danger loading={cancel.isPending}>
        {ORDER_ACTION_LABELS.cancel}
      </Button>
    </Popconfirm>
  );
}

/** Row or detail buttons; each opens its dialog (cancel asks for confirmation first). */
export function OrderActions({ order, size = 'small' }: { order: ActionableOrder; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState<DialogAction | null>(null);
  const actions = memberActions(order);
  if (actions.length === 0) return null;
  const Dialog = open ? DIALOGS[open] : undefined;
  return (
    <Space wrap size={[6, 6]} data-testid="order-actions">
      {actions.map((action) =>
        action === 'cancel' ? (
          <CancelButton key={action} order={order} size={size} />
        ) : (
          <Button
            key={action}
            size={size}
            type={action === 'evaluate' ? 'default' : 'primary'}
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
    </Space>
  );
}
