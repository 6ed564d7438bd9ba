import { Suspense, useState, type ComponentType } from 'react';
import { allowedActions, ORDER_ACTION_LABELS, type OrderAction, type OrderFacts, type OrderStatus } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import type { MoveDialogProps } from './move-modal';
import styles from './workbench.module.css';

/**
 * The dialogs (forms, uploads, the report stamper's inputs) are a chunk of
 * their own, loaded when a button is first pointed at or focused, so the
 * order list's first load carries neither them nor antd (issue #18).
 */
const loadDialogs = () => import('./move-dialogs');
type DialogName = keyof Awaited<ReturnType<typeof loadDialogs>>;
const dialog = (name: DialogName): ComponentType<MoveDialogProps> => lazyPartWithAntd(() => loadDialogs().then((m) => m[name]));

export interface ActionableOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  facts: OrderFacts;
}

/** The institution's buttons for an order: exactly what the lifecycle table allows, in its order. */
export const institutionActions = (order: ActionableOrder): OrderAction[] => allowedActions(order.status, 'institution', order.facts);

const DIALOGS: Partial<Record<OrderAction, ComponentType<MoveDialogProps>>> = {
  approve: dialog('ApproveDialog'),
  reject: dialog('RejectDialog'),
  provideContract: dialog('ProvideContractDialog'),
  confirmPayment: dialog('ConfirmPaymentDialog'),
  rejectPayment: dialog('RejectPaymentDialog'),
  confirmReceipt: dialog('ConfirmReceiptDialog'),
  returnOrder: dialog('ReturnOrderDialog'),
  issueReport: dialog('IssueReportDialog'),
  shipSampleBack: dialog('ShipSampleBackDialog'),
};
const NEGATIVE: readonly OrderAction[] = ['reject', 'rejectPayment', 'returnOrder'];

/** Row or detail buttons; each opens its dialog. */
export function WorkbenchActions({ order, size = 'small' }: { order: ActionableOrder; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const actions = institutionActions(order).filter((a) => DIALOGS[a]);
  if (actions.length === 0) return null;
  const Dialog = open ? DIALOGS[open] : undefined;
  return (
    <div className={styles.actions} data-testid="workbench-actions">
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          kind={NEGATIVE.includes(action) ? 'default' : 'primary'}
          ghost={!NEGATIVE.includes(action)}
          danger={NEGATIVE.includes(action)}
          onPointerEnter={() => void loadDialogs()}
          onFocus={() => void loadDialogs()}
          onClick={() => setOpen(action)}
        >
          {ORDER_ACTION_LABELS[action]}
        </Button>
      ))}
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog orderId={order.id} orderNo={order.orderNo} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
